#pragma once

#include "core/league/PlayoffSelection.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace dugout {

class DiceInput;
class LeagueSession;

// End-of-season playoffs… (rulebook l.3933–4018): the commissioner picks the criterion (the
// league's own points by default) and the major, sees the teams ranked by it with the value that
// ranks them and who is level at the cut, types or rolls the D3 that pairs the semi-finals and
// draws them; once both are played, creates the final from their winners. The choice, the draw
// and the final are core's (PlayoffCandidates, PlayoffSelection, PlayoffRules); a refusal shows
// core's reason beside the button it disables. Each write is one transaction.
class PlayoffsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PlayoffsDialog(LeagueSession *session, QWidget *parent = nullptr);

    // Draws the semi-finals with the dice typed (the rest rolled) and stores them; false with
    // the reason shown.
    bool drawSemiFinals();
    bool createFinal();

private:
    void refresh();
    PlayoffCriterion criterion() const;
    QList<PlayoffCandidate> candidates() const;
    void fillTable();
    void showStage();

    LeagueSession *m_session;
    QComboBox *m_criterion;
    QComboBox *m_major;
    QTreeWidget *m_table;
    QLabel *m_cut;
    DiceInput *m_dice;
    QPushButton *m_draw;
    QLabel *m_drawReason;
    QLabel *m_stage;
    QPushButton *m_final;
    QLabel *m_finalReason;
    std::optional<PlayoffDraw> m_lastDraw;
    QString m_lastRolls;
};

} // namespace dugout
