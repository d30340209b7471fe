#pragma once

#include "core/tournament/KnockoutBracket.h"

#include <QWidget>

#include <memory>

class QGridLayout;
class QLabel;
class QScrollArea;

namespace dugout {

class Ruleset;

// A knockout's bracket, drawn as columns: one per stage, each game a box with the two coaches
// (seed, name, race), the score and who went through, the winner's name in bold; a game's box
// sits between the two games it follows from, so the columns read as a tree. The consolation
// bracket, when there is one, below. Read-only: results are entered on the Rounds tab.
class BracketTab : public QWidget
{
    Q_OBJECT

public:
    BracketTab(std::shared_ptr<const Ruleset> rules, QWidget *parent = nullptr);

    void setTournament(const Tournament &tournament);

private:
    void fill(QGridLayout *grid, const QList<QList<KnockoutMatch>> &stages, const QString &prefix);
    QString sideText(qint64 entrantId, int seed, qint64 winnerId) const;

    std::shared_ptr<const Ruleset> m_rules;
    Tournament m_tournament;
    QLabel *m_summary = nullptr;
    QScrollArea *m_scroll = nullptr;
};

} // namespace dugout
