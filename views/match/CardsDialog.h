#pragma once

#include "EventDialog.h"
#include "core/match/MatchState.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QWidget;

namespace dugout {

class DiceInput;
class InjuryDice;
class LandingFields;
class Ruleset;
class StrikeTargets;
struct SpecialPlayCard;

// A coach's hand of special play cards (issue 16): both coaches sit at one screen, so the cards
// stay face down until their owner presses "Show my cards"; he then picks one and plays it.
// Below the card comes what it asks for, read from its `apply` key: a player picker per player
// it names (started on the player selected in the tracker), for a strike the spell window's
// rows of standing players (StrikeTargets: a box, the D6 to be hit, and under each player named
// his own armour and injury dice), the card's own dice; typed from the table or left for
// Dugout to roll. Whether it may be played now, and with those players, is core's answer
// (CardRules, CardEffects), shown under the fields; the card's summary goes to the log for the
// part played on the pitch.
class CardsDialog : public EventDialog
{
    Q_OBJECT

public:
    CardsDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state,
                std::optional<Side> selectedSide = std::nullopt, int selectedNumber = 0,
                QWidget *parent = nullptr);

    MatchEvent event() const override;
    QComboBox *teamBox() const { return m_team; }
    QPushButton *showButton() const { return m_show; }
    QListWidget *hand() const { return m_hand; }
    bool cardsShown() const { return m_shown; }
    // The picker of the card's `index`-th player ("cardPlayer0"…), or null.
    QComboBox *playerPicker(int index) const { return m_pickers.value(index); }
    // A strike's box for one standing player, his D6 to be hit, and his armour, injury and
    // casualty dice (StrikeTargets); null when the card strikes nobody.
    QCheckBox *strikeBox(Side side, int number) const;
    DiceInput *strikeDie(Side side, int number) const;
    InjuryDice *strikeInjury(Side side, int number) const;
    // The card's own dice (its D6 to work, the re-roll dice), or null.
    DiceInput *cardDice() const { return m_cardDice; }
    // What the coach chooses for the card (a skill, the weather, hazards added or removed), or
    // null ("cardChoice").
    QComboBox *choiceBox() const { return m_choice; }
    // The box the coach ticks to confirm what the tracker cannot see ("cardConfirm"), or null.
    QCheckBox *confirmBox() const { return m_confirm; }
    // Trampoline Trap: the player the thrown one came down on and the dice of both, or null.
    LandingFields *landingFields() const { return m_landing; }

protected:
    void updateFields() override;
    QString missingText() const override;

private:
    void fillHand();
    void buildChoices();
    void addPicker(const QString &team, int *row);
    // Intensive Training: the skills core lets the picked player take, refilled when the
    // coach picks another player.
    void fillSkillChoice();
    // The scroll area of the card's fields as large as they need, within the window's room.
    void fitChoices();
    const SpecialPlayCard *chosenCard() const;
    Side side() const;

    // The card's event without the players a strike names (StrikeTargets adds them).
    MatchEvent withoutStruck() const;

    const Ruleset &m_rules;
    const MatchState &m_state;
    std::optional<Side> m_selectedSide;
    int m_selectedNumber;
    QComboBox *m_team;
    QPushButton *m_show;
    QListWidget *m_hand;
    QLabel *m_effect;
    QScrollArea *m_scroll;
    QWidget *m_choices = nullptr; // the scroll area's page of fields for the chosen card
    QGridLayout *m_choiceGrid = nullptr;
    QString m_builtFor; // the card the choices were built for
    QList<QComboBox *> m_pickers;
    StrikeTargets *m_strike = nullptr; // a strike card's players and their dice
    DiceInput *m_cardDice = nullptr;
    QComboBox *m_choice = nullptr;
    bool m_skillChoice = false; // m_choice lists skills for the first picker's player
    QString m_skillsFor;        // the "home:5" the skill list was filled for
    QCheckBox *m_confirm = nullptr;
    LandingFields *m_landing = nullptr;
    QString m_cardDiceKey;
    bool m_shown = false;
};

} // namespace dugout
