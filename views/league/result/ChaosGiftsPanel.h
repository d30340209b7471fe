#pragma once

#include "core/league/PostMatchResult.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;

namespace dugout {

class DiceInput;
class Ruleset;

// The Chaos Cup's gifts on the post-match preview (rulebook l.4176–4195, ChaosCupGifts): shown in
// the column of the final's winner only. The gods' D3 and the dice drawing the players are typed
// here from the table or left for Dugout to roll; each drawn player gets a box listing what core
// says he may take, with its price in team value. Any change re-runs the preview.
class ChaosGiftsPanel : public QWidget
{
    Q_OBJECT

public:
    ChaosGiftsPanel(const Ruleset &rules, const QString &key, QWidget *parent = nullptr);

    // What the last run of the sequence drew for this team (nothing: the panel hides).
    void showDraws(const PostMatchTeamSummary &summary);
    // The coach's choices, by shirt number; a player left at "No gift" is not listed.
    QList<ChaosGiftChoice> choices() const;
    // The dice typed, in order (the D3; the draws).
    QList<int> typedD3() const;
    QList<int> typedDraws() const;
    // Forgets the choices (the dice drawing the players changed).
    void clearChoices() { m_choices.clear(); }

    DiceInput *d3Input() const { return m_d3; }
    DiceInput *drawsInput() const { return m_draws; }
    QList<QComboBox *> giftBoxes() const { return m_boxes; }

Q_SIGNALS:
    void changed();

private:
    void rebuildDraws(int pool);

    const Ruleset &m_rules;
    QString m_key;
    QLabel *m_title;
    DiceInput *m_d3;
    DiceInput *m_draws = nullptr;
    int m_pool = 0;
    QHBoxLayout *m_diceRow = nullptr;
    QFormLayout *m_form;
    QList<QComboBox *> m_boxes;
    QMap<int, QString> m_choices;                      // shirt number → skill id
    QList<QPair<int, QList<ChaosGiftOption>>> m_shown; // the boxes' players and what they list
};

} // namespace dugout
