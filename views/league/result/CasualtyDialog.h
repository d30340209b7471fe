#pragma once

#include "core/league/MatchRecord.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace dugout {

class DiceInput;
class Ruleset;
struct Team;

// One casualty a team suffered (rulebook l.3093–3200): the player, the D68 (tens from a D6, units
// from a D8) typed or rolled, the Regeneration die for a player who has the skill, and the
// apothecary's second D68 with the result the coach keeps. Dice left at "–" are rolled by the
// post-match sequence.
class CasualtyDialog : public QDialog
{
    Q_OBJECT

public:
    // Lists the players of `team` who could play; the apothecary part only when one was there.
    CasualtyDialog(const Ruleset &rules, const Team &team, bool apothecaryAvailable,
                   QWidget *parent = nullptr);

    CasualtyRecord casualty() const;
    void setCasualty(const CasualtyRecord &casualty);
    bool selectPlayer(int number);
    QList<int> playerNumbers() const;

    DiceInput *d68Input() const { return m_d68; }
    DiceInput *regenerationInput() const { return m_regeneration; }
    DiceInput *apothecaryInput() const { return m_apothecaryD68; }
    QCheckBox *apothecaryBox() const { return m_apothecary; }
    QComboBox *keepBox() const { return m_keep; }
    // What the D68 reads on the casualty table, as shown.
    QString resultText() const;
    QString apothecaryResultText() const;

    // "61 Dead", "52 Smashed Knee: niggling injury…", or a word that it is still to be rolled.
    static QString describe(const Ruleset &rules, std::optional<int> d68);

private:
    void updateForm();
    static std::optional<int> d68Of(const DiceInput *input);

    const Ruleset &m_rules;
    QList<Player> m_players; // those who could play, by shirt number
    QComboBox *m_player;
    DiceInput *m_d68;
    QLabel *m_result;
    QLabel *m_regenerationLabel;
    DiceInput *m_regeneration;
    QCheckBox *m_apothecary;
    QLabel *m_apothecaryLabel;
    DiceInput *m_apothecaryD68;
    QLabel *m_apothecaryResult;
    QLabel *m_keepLabel;
    QComboBox *m_keep;
    QPushButton *m_ok;
};

} // namespace dugout
