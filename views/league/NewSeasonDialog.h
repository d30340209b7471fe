#pragma once

#include "core/team/RuleCheck.h"

#include <QDialog>

class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QWidget;

namespace dugout {

class MessageBar;

// A new season: its name, and optionally divisions (named, each team placed in one). By
// default every team of the league plays and there are no divisions. Also edits a season;
// when the store fixes its teams and divisions, only the names can change.
class NewSeasonDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewSeasonDialog(QWidget *parent = nullptr);

    // The league's teams as (id, name), all taking part at first.
    void setTeams(const QList<QPair<qint64, QString>> &teams);
    void setSeasonName(const QString &name);
    QString seasonName() const;

    // 0 for none; teams are spread over the divisions in blocks until moved.
    void setDivisionCount(int count);
    int divisionCount() const;
    void setDivisionName(int division, const QString &name);
    QStringList divisionNames() const;

    void setTakingPart(qint64 teamId, bool takingPart);
    // 0-based division of a team, -1 without divisions.
    void setDivision(qint64 teamId, int division);
    int divisionOf(qint64 teamId) const;
    // The teams taking part, in league order.
    QList<qint64> teamIds() const;

    // Whether the teams and divisions may change (LeagueStore::canEditSeason): when refused
    // they are shown fixed with the store's reason, and only the names can change.
    void setLineUpCheck(const RuleCheck &lineUp);
    bool lineUpFixed() const { return m_fixed; }

private:
    void rebuildDivisions();
    void fitDivisionColumn();
    void updateOk();
    int rowOfTeam(qint64 teamId) const;

    MessageBar *m_fixedNote;
    bool m_fixed = false;
    QLineEdit *m_name;
    QSpinBox *m_divisionCount;
    QWidget *m_divisionNames;
    QList<QLineEdit *> m_divisionEdits;
    QTableWidget *m_teams;
    QPushButton *m_ok = nullptr;
};

} // namespace dugout
