#pragma once

#include "core/league/PostMatchResult.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace dugout {

class Ruleset;
class ChaosGiftsPanel;
class TeamBand;

// The post-match sequence as it will be stored (rulebook l.3701–3860), for the commissioner to read
// before confirming: per team the money, fans and value before and after, the MVP and the
// advancement rolls now waiting, and the whole log. The choices left to the coaches (the
// winner's re-roll of the winnings die, journeymen kept for good) are made here and re-run
// the preview.
class PostMatchPreviewPage : public QWidget
{
    Q_OBJECT

public:
    explicit PostMatchPreviewPage(const Ruleset &rules, QWidget *parent = nullptr);

    // The teams before the match: their bands and their journeymen to choose from.
    void setTeams(const Team &home, const Team &away);
    // Who may re-roll the winnings die; nobody after a draw.
    void setWinner(std::optional<Side> winner);
    void showResult(const PostMatchResult &result);

    bool rerollWinnings() const;
    QList<int> hireJourneymen(Side side) const;
    // Ticks a journeyman by shirt number; false when the team has no such journeyman.
    bool setHireJourneyman(Side side, int number, bool hire);

    // The free journeymen the coach took on this page (rulebook l.3746–3755): a position id each;
    // empty when declined; nullopt until a choice is made here (the sequence's default then).
    std::optional<QStringList> freeJourneymen(Side side) const
    {
        return m_freeChoice[side == Side::Home ? 0 : 1];
    }
    // Forgets the choices: the form changed, and with it how many the teams may take.
    void resetFreeJourneymen();
    // One box per free journeyman the team may take: a position, or none.
    QList<QComboBox *> freeJourneymanBoxes(Side side) const { return column(side).freeBoxes; }

    QCheckBox *rerollWinningsBox() const { return m_rerollWinnings; }
    QPushButton *rerollAllButton() const { return m_rerollAll; }
    QListWidget *journeymenList(Side side) const { return column(side).journeymen; }
    // The Chaos Cup's gifts: the dice and each drawn player's choice (the winner's column only).
    ChaosGiftsPanel *chaosGifts(Side side) const { return column(side).gifts; }
    // Everything the logs show, as plain text: the match, then each team's lines.
    QString logText() const;
    QString summaryText(Side side) const;

Q_SIGNALS:
    void rerollWinningsToggled();
    void journeymenChanged();
    void rerollAllRequested();
    void chaosGiftsChanged();

private:
    struct Column
    {
        TeamBand *band = nullptr;
        QLabel *summary = nullptr;
        QLabel *journeymenTitle = nullptr;
        QListWidget *journeymen = nullptr;
        QLabel *freeTitle = nullptr;
        QHBoxLayout *freeRow = nullptr;
        QList<QComboBox *> freeBoxes;
        ChaosGiftsPanel *gifts = nullptr;
        QTextBrowser *log = nullptr;
    };
    Column &column(Side side) { return side == Side::Home ? m_home : m_away; }
    void fillFreeJourneymen(Side side, const PostMatchResult &result);
    void freeJourneymanChosen(Side side);
    const Column &column(Side side) const { return side == Side::Home ? m_home : m_away; }
    Column makeColumn(Side side);
    void fillJourneymen(Column &column, const Team &team);
    QString summaryHtml(const PostMatchResult &result, Side side) const;

    const Ruleset &m_rules;
    QString m_teamNames[2];
    QCheckBox *m_rerollWinnings;
    QPushButton *m_rerollAll;
    QLabel *m_match;
    Column m_home;
    Column m_away;
    std::optional<QStringList> m_freeChoice[2];
};

} // namespace dugout
