#include "ChaosGiftsPanel.h"

#include "DiceInput.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

ChaosGiftsPanel::ChaosGiftsPanel(const Ruleset &rules, const QString &key, QWidget *parent)
    : QWidget(parent), m_rules(rules), m_key(key), m_title(new QLabel(this)),
      m_d3(new DiceInput({3}, this)), m_form(new QFormLayout)
{
    setObjectName(key + u"ChaosGifts"_s);
    m_title->setWordWrap(true);
    m_title->setText(tr("Chaos Cup: the gods give D3 players drawn at random a Mutation, "
                        "Hypnotic Gaze, Stab or Regeneration, kept for good."));
    m_d3->setObjectName(key + u"ChaosD3"_s);
    connect(m_d3, &DiceInput::changed, this, [this] {
        m_choices.clear();
        Q_EMIT changed();
    });
    m_diceRow = new QHBoxLayout;
    m_diceRow->addWidget(new QLabel(tr("D3:"), this));
    m_diceRow->addWidget(m_d3);
    m_diceRow->addWidget(new QLabel(tr("Players drawn:"), this));
    rebuildDraws(3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(m_diceRow);
    layout->addLayout(m_form);
    hide();
}

// One die per player that can be drawn, each as large as the players left: D11, D10, D9…
// (the last player left is drawn without a die).
void ChaosGiftsPanel::rebuildDraws(int pool)
{
    QList<int> sides;
    for (int i = 0; i < 3 && pool - i > 1; ++i)
        sides << pool - i;
    if (sides.isEmpty())
        sides << 1;
    auto *draws = new DiceInput(sides, this);
    draws->setObjectName(m_key + u"ChaosDraws"_s);
    connect(draws, &DiceInput::changed, this, [this] {
        m_choices.clear();
        Q_EMIT changed();
    });
    if (m_draws) {
        delete m_diceRow->replaceWidget(m_draws, draws);
        m_draws->hide();
        m_draws->deleteLater();
    } else {
        m_diceRow->addWidget(draws, 1);
    }
    m_draws = draws;
    m_pool = pool;
}

void ChaosGiftsPanel::showDraws(const PostMatchTeamSummary &summary)
{
    setVisible(summary.chaosGiftPool > 0);
    if (summary.chaosGiftPool > 0 && summary.chaosGiftPool != m_pool)
        rebuildDraws(summary.chaosGiftPool);
    // The same players with the same choices: the boxes stay (one may be in the coach's hands,
    // as a choice re-runs the preview), only their selection follows the run.
    QList<QPair<int, QList<ChaosGiftOption>>> shown;
    for (const PostMatchTeamSummary::ChaosGiftDraw &draw : summary.chaosGifts)
        shown << qMakePair(draw.number, draw.options);
    if (shown == m_shown) {
        for (int i = 0; i < m_boxes.size(); ++i) {
            const QSignalBlocker blocker(m_boxes.at(i));
            m_boxes.at(i)->setCurrentIndex(
                std::max(0, m_boxes.at(i)->findData(summary.chaosGifts.at(i).chosen)));
        }
        return;
    }
    m_shown = shown;
    // Later: this may run from a box's own signal (a choice re-runs the preview).
    for (QComboBox *box : std::as_const(m_boxes)) {
        const QFormLayout::TakeRowResult row = m_form->takeRow(box);
        for (QLayoutItem *item : {row.labelItem, row.fieldItem}) {
            if (item && item->widget()) {
                item->widget()->hide();
                item->widget()->deleteLater();
            }
            delete item;
        }
    }
    m_boxes.clear();
    const auto increase = [this](bool onDouble) {
        return m_rules.valueIncreases().of(0, 0, 0, 0, onDouble ? 0 : 1, onDouble ? 1 : 0);
    };
    for (const PostMatchTeamSummary::ChaosGiftDraw &draw : summary.chaosGifts) {
        auto *box = new QComboBox(this);
        box->setObjectName(m_key + u"ChaosGift%1"_s.arg(m_boxes.size() + 1));
        box->addItem(tr("No gift"), QString());
        for (const ChaosGiftOption &option : draw.options) {
            const Skill *skill = m_rules.skill(option.skillId);
            //: A Chaos gift in its box: the skill, then what it adds to the player's value.
            box->addItem(tr("%1 (+%2)")
                             .arg(skill ? skill->name.current() : option.skillId,
                                  formatGold(increase(option.onDouble))),
                         option.skillId);
        }
        box->setCurrentIndex(std::max(0, box->findData(draw.chosen)));
        box->setToolTip(tr("What the gods give this player; the price follows the rulebook: a "
                           "Mutation his position learns normally costs a normal skill, any other "
                           "gift a skill from a double"));
        const int number = draw.number;
        connect(box, &QComboBox::currentIndexChanged, this, [this, box, number] {
            const QString skillId = box->currentData().toString();
            if (skillId.isEmpty())
                m_choices.remove(number);
            else
                m_choices.insert(number, skillId);
            Q_EMIT changed();
        });
        m_form->addRow(tr("#%1 %2").arg(draw.number).arg(draw.playerName), box);
        m_boxes << box;
    }
}

QList<ChaosGiftChoice> ChaosGiftsPanel::choices() const
{
    QList<ChaosGiftChoice> list;
    for (auto it = m_choices.cbegin(); it != m_choices.cend(); ++it)
        list << ChaosGiftChoice{it.key(), it.value()};
    return list;
}

QList<int> ChaosGiftsPanel::typedD3() const
{
    return m_d3->entered();
}

QList<int> ChaosGiftsPanel::typedDraws() const
{
    return m_draws->entered();
}

} // namespace dugout
