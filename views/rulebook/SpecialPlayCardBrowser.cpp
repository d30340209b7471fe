#include "SpecialPlayCardBrowser.h"

#include "RulebookTableView.h"
#include "core/rules/Ruleset.h"
#include "models/DisplayText.h"
#include "models/SpecialPlayCardTableModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

SpecialPlayCardBrowser::SpecialPlayCardBrowser(std::shared_ptr<const Ruleset> ruleset,
                                               QWidget *parent)
    : QWidget(parent), m_cards(new SpecialPlayCardTableModel(ruleset, this)),
      m_deck(new QComboBox(this)), m_table(new RulebookTableView(this))
{
    m_deck->setObjectName(u"deckCombo"_s);
    for (const SpecialPlayDeck &deck : ruleset->specialPlayDecks()) {
        m_deck->addItem(tr("%1 — %2 per card, %3 cards")
                            .arg(deck.name.current(), goldText(deck.cost))
                            .arg(deck.cards.size()),
                        deck.id);
    }
    auto *deckLabel = new QLabel(tr("Deck:"), this);
    deckLabel->setBuddy(m_deck);
    auto *intro = new QLabel(
        tr("Bought as inducements: each purchase draws one random card from the deck."), this);
    intro->setObjectName(u"deckIntro"_s);
    intro->setWordWrap(true);

    m_table->setObjectName(u"cardTable"_s);
    m_table->setModel(m_cards);
    m_table->setStretchedColumns(
        {SpecialPlayCardTableModel::WhenColumn, SpecialPlayCardTableModel::EffectColumn}, {2, 3});

    auto *top = new QHBoxLayout;
    top->addWidget(deckLabel);
    top->addWidget(m_deck);
    top->addSpacing(12);
    top->addWidget(intro, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);

    connect(m_deck, &QComboBox::currentIndexChanged, this,
            [this] { m_cards->setDeckId(m_deck->currentData().toString()); });
    m_cards->setDeckId(m_deck->currentData().toString());
}

void SpecialPlayCardBrowser::showDeck(const QString &deckId)
{
    const int index = m_deck->findData(deckId);
    if (index >= 0)
        m_deck->setCurrentIndex(index);
}

QString SpecialPlayCardBrowser::currentDeckId() const
{
    return m_cards->deckId();
}

} // namespace dugout
