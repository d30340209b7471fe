#pragma once

#include "core/league/League.h"
#include "core/team/RuleCheck.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace dugout {

class MessageBar;
class TieBreakerEditor;

// A new league's name, commissioner and every option of LeagueOptions, each with a line that
// says what it does. Also edits an existing league ("League options…"): when the store refuses
// changing its options, they are shown fixed with the store's reason, and only the name and
// commissioner can change.
class NewLeagueDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewLeagueDialog(QWidget *parent = nullptr);

    // Edits `league`; `options` says whether its options may change
    // (LeagueStore::canChangeOptions).
    void setLeague(const League &league, const RuleCheck &options);
    // Whether the league may turn free fan factor off (core's answer to a dry run); when it
    // may not, the box stays ticked and says why.
    void setFreeFanFactorCheck(const RuleCheck &turningOff);
    // The league as entered, with the id and teams of the one being edited.
    League league() const;
    bool optionsLocked() const { return m_locked; }

    void setLeagueName(const QString &name);
    void setCommissioner(const QString &commissioner);
    void setOptions(const LeagueOptions &options);
    LeagueOptions options() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createMoneyGroup();
    void fitWrappedLines();
    QWidget *createStandingsGroup();
    void updateExplanations();
    void updateOk();
    void applyPointsScheme();
    void chooseInducements();

    League m_league;
    bool m_locked = false;
    MessageBar *m_lockNote;
    QLineEdit *m_name;
    QLineEdit *m_commissioner;
    QGroupBox *m_money;
    QGroupBox *m_standings;
    QSpinBox *m_budget;
    QComboBox *m_expenses;
    QLabel *m_expensesExplanation;
    QSpinBox *m_threshold;
    QSpinBox *m_step;
    QLabel *m_spirallingExplanation;
    QComboBox *m_smallLeague;
    QLabel *m_smallLeagueExplanation;
    QComboBox *m_mvp;
    QLabel *m_mvpExplanation;
    QCheckBox *m_freeFanFactor;
    QCheckBox *m_playoffInducements = nullptr;
    QCheckBox *m_playerOfTheYear = nullptr;
    QComboBox *m_points;
    QSpinBox *m_win;
    QSpinBox *m_draw;
    QSpinBox *m_loss;
    TieBreakerEditor *m_tieBreakers;
    QDialogButtonBox *m_buttons;
    // The inducements a league allows and its special play cards, chosen in
    // LeagueInducementsDialog ("Inducements and special play cards…") and summed up below it.
    QPushButton *m_inducementsButton = nullptr;
    QLabel *m_inducementsSummary = nullptr;
    std::optional<QStringList> m_allowedInducements;
    SpecialPlayCardsRule m_cards = SpecialPlayCardsRule::NotUsed;
    // The teams' own home pitches (league file's home_pitches) are kept as they are too.
    QMap<qint64, MatchPitch> m_homePitches;
    QComboBox *m_pitch = nullptr;
    int m_maxCards = 5;
    qint64 m_cardBudget = 0;
};

} // namespace dugout
