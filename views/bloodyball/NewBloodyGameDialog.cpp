#include "NewBloodyGameDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>

using namespace dugout::bloodyball;

namespace dugout {

NewBloodyGameDialog::NewBloodyGameDialog(const GameSetup &start, const QList<BloodyTeam> &stored,
                                         QWidget *parent)
    : QDialog(parent), m_start(start), m_stored(stored)
{
    setWindowTitle(tr("New Bloody Ball game"));
    auto *form = new QFormLayout(this);
    for (int t = 0; t < 2; ++t) {
        m_names[t] = new QLineEdit(start.teams[t].name, this);
        m_names[t]->setObjectName(QStringLiteral("bloodyTeamName%1").arg(t));
        // A stored team brings its players, Champion and colour, and its result can be kept
        // for the league table.
        m_storedChoice[t] = new QComboBox(this);
        m_storedChoice[t]->setObjectName(QStringLiteral("bloodyStoredTeam%1").arg(t));
        m_storedChoice[t]->addItem(tr("The name typed below"), -1);
        for (int i = 0; i < stored.size(); ++i)
            m_storedChoice[t]->addItem(stored.at(i).team.name, i);
        m_storedChoice[t]->setVisible(!stored.isEmpty());
        QLineEdit *name = m_names[t];
        connect(m_storedChoice[t], &QComboBox::currentIndexChanged, this, [this, t, name] {
            const int chosen = m_storedChoice[t]->currentData().toInt();
            name->setEnabled(chosen < 0);
            if (chosen >= 0)
                name->setText(m_stored.at(chosen).team.name);
        });
        const QString label = t == 0 ? tr("First team:") : tr("Second team:");
        if (!stored.isEmpty())
            form->addRow(label, m_storedChoice[t]);
        form->addRow(stored.isEmpty() ? label : QString(), m_names[t]);
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
    for (int t = 0; t < 2; ++t) {
        const int chosen = m_storedChoice[t]->currentData().toInt();
        if (chosen >= 0) {
            const QString colour = setup.teams[t].colour;
            setup.teams[t] = m_stored.at(chosen).team;
            if (setup.teams[t].colour.isEmpty())
                setup.teams[t].colour = colour;
        } else {
            setup.teams[t].name = m_names[t]->text().trimmed();
        }
    }
    setup.deck = DeckKind(m_deck->currentData().toInt());
    setup.coaches = m_coaches->currentData().toInt();
    setup.typedCards = m_typed->isChecked();
    return setup;
}

} // namespace dugout
