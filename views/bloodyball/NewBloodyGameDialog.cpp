#include "NewBloodyGameDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>

using namespace dugout::bloodyball;

namespace dugout {

NewBloodyGameDialog::NewBloodyGameDialog(const GameSetup &start, QWidget *parent)
    : QDialog(parent), m_start(start)
{
    setWindowTitle(tr("New Bloody Ball game"));
    auto *form = new QFormLayout(this);
    for (int t = 0; t < 2; ++t) {
        m_names[t] = new QLineEdit(start.teams[t].name, this);
        m_names[t]->setObjectName(QStringLiteral("bloodyTeamName%1").arg(t));
        form->addRow(t == 0 ? tr("First team:") : tr("Second team:"), m_names[t]);
    }
    m_deck = new QComboBox(this);
    m_deck->setObjectName(QStringLiteral("bloodyDeck"));
    m_deck->addItem(tr("54 cards with two jokers"), int(DeckKind::Jokers54));
    m_deck->addItem(tr("52 cards, no jokers"), int(DeckKind::Standard52));
    m_deck->addItem(tr("Two 32-card decks"), int(DeckKind::TwoPiquet64));
    form->addRow(tr("Deck:"), m_deck);
    m_coaches = new QComboBox(this);
    m_coaches->setObjectName(QStringLiteral("bloodyCoaches"));
    m_coaches->addItem(tr("Two coaches"), 2);
    m_coaches->addItem(tr("Four coaches, two a team"), 4);
    form->addRow(tr("Coaches:"), m_coaches);
    m_typed = new QCheckBox(tr("We play with real cards and type each card played"), this);
    m_typed->setObjectName(QStringLiteral("bloodyTypedCards"));
    form->addRow(m_typed);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

GameSetup NewBloodyGameDialog::setup() const
{
    GameSetup setup = m_start;
    for (int t = 0; t < 2; ++t)
        setup.teams[t].name = m_names[t]->text().trimmed();
    setup.deck = DeckKind(m_deck->currentData().toInt());
    setup.coaches = m_coaches->currentData().toInt();
    setup.typedCards = m_typed->isChecked();
    return setup;
}

} // namespace dugout
