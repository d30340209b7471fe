#pragma once

#include "PreviewDice.h"
#include "core/league/League.h"
#include "core/league/PostMatchResult.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QPushButton;
class QStackedWidget;

namespace dugout {

class Database;
class MessageBar;
class PostMatchPreviewPage;
class Ruleset;
class TeamResultPanel;

// Records the result of a league match that was not followed live (rulebook l.704–1970,
// l.3701–3860): the commissioner types the score sheet on the first page, previews the post-match
// sequence on the second, and confirms it, which stores both teams and the match in one
// transaction. Advancement rolls the match brings stay waiting on the players, for the Advance
// dialog.
class RecordResultDialog : public QDialog
{
    Q_OBJECT

public:
    // A fixture with id 0 is a match outside the schedule: the two teams are chosen here.
    RecordResultDialog(std::shared_ptr<const Ruleset> rules, Database &database,
                       const League &league, const Fixture &fixture, QWidget *parent = nullptr);
    ~RecordResultDialog() override;

    // Opens the dialog modally; true when a result was confirmed (its match id in `matchId`).
    // `trackedMatchId`: the tracked match the result comes from, marked finished with it.
    static bool recordFor(std::shared_ptr<const Ruleset> rules, Database &database,
                          const League &league, const Fixture &fixture, QWidget *parent = nullptr,
                          qint64 *matchId = nullptr, const std::optional<MatchRecord> &tracked = {},
                          qint64 trackedMatchId = 0);

    // Checks the form with the post-match sequence and, when it holds, runs it and shows the
    // second page; otherwise the problems are listed and the first page stays.
    bool preview();
    void back();
    // Rolls again every die Dugout rolled (the typed ones stay).
    void rerollAll();
    // Stores the previewed result; on refusal the reason is shown and nothing is lost.
    bool confirm();

    // Fills the form from a match tracked live: scores, SPP events, casualties with their dice,
    // gate dice and concession. The commissioner still checks it, previews and confirms.
    void setRecord(const MatchRecord &record);
    // The tracked match the result comes from: confirm() marks it finished with the result's
    // id in the same transaction that stores the result, so neither is ever stored alone.
    void setTrackedMatchId(qint64 trackedMatchId) { m_trackedMatchId = trackedMatchId; }
    // The record the form describes, with the typed dice and the preview page's choices.
    MatchRecord formRecord() const;
    const PostMatchResult &postMatchResult() const { return m_result; }
    qint64 matchId() const { return m_matchId; }
    bool isPreviewShown() const;

    TeamResultPanel *panel(Side side) const
    {
        return side == Side::Home ? m_homePanel : m_awayPanel;
    }
    PostMatchPreviewPage *previewPage() const { return m_preview; }
    // The team choosers of a match outside the schedule; nullptr for a fixture.
    QComboBox *teamBox(Side side) const { return side == Side::Home ? m_homeTeam : m_awayTeam; }
    QComboBox *concessionBox() const { return m_concession; }
    QPushButton *inducementsButton() const { return m_inducementsButton; }
    // Opens the pre-match sequence for both teams (not modal for the caller) and returns it; on
    // OK its petty cash and purchases fill both panels.
    QDialog *openPreMatchSequence();
    QComboBox *concededByBox() const { return m_concededBy; }
    MessageBar *messageBar() const { return m_messages; }
    QPushButton *previewButton() const { return m_previewButton; }
    QPushButton *backButton() const { return m_backButton; }
    QPushButton *confirmButton() const { return m_confirmButton; }

private:
    QWidget *buildResultPage();
    bool runPreview(const QStringList &forget);
    void loadTeam(Side side, qint64 teamId);
    void updateConcession();
    void updateButtons();
    void updateTitle();
    void showProblems(const QString &title, const QStringList &problems);
    std::optional<Side> winnerOf(const MatchRecord &record) const;

    std::shared_ptr<const Ruleset> m_rules;
    Database &m_database;
    League m_league;
    Fixture m_fixture;
    PreviewDice m_dice;
    PostMatchResult m_result;
    bool m_previewed = false;
    qint64 m_matchId = 0;
    qint64 m_trackedMatchId = 0;

    MessageBar *m_messages;
    QStackedWidget *m_pages;
    QComboBox *m_homeTeam = nullptr;
    QComboBox *m_awayTeam = nullptr;
    TeamResultPanel *m_homePanel;
    TeamResultPanel *m_awayPanel;
    QPushButton *m_inducementsButton = nullptr;
    QComboBox *m_concession;
    QComboBox *m_concededBy;
    PostMatchPreviewPage *m_preview;
    QPushButton *m_backButton;
    QPushButton *m_previewButton;
    QPushButton *m_confirmButton;
    QPushButton *m_cancelButton;
};

} // namespace dugout
