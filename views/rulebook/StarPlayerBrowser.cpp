#include "StarPlayerBrowser.h"

#include "RulebookTableView.h"
#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"
#include "models/StarPlayerFilterModel.h"
#include "models/StarPlayerTableModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

StarPlayerBrowser::StarPlayerBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)),
      m_stars(new StarPlayerTableModel(m_ruleset, this)), m_filter(new StarPlayerFilterModel(this)),
      m_roster(new QComboBox(this)), m_count(new QLabel(this)),
      m_table(new RulebookTableView(this)), m_note(new QLabel(this))
{
    m_roster->setObjectName(u"starRoster"_s);
    m_roster->addItem(tr("All rosters"), QString());
    for (const Roster *roster : RosterOrder::byName(*m_ruleset))
        m_roster->addItem(roster->name.current(), roster->id);
    m_roster->setMaxVisibleItems(25);
    auto *rosterLabel = new QLabel(tr("Plays for:"), this);
    rosterLabel->setBuddy(m_roster);
    m_count->setObjectName(u"starCount"_s);

    m_filter->setSourceModel(m_stars);
    m_filter->setSortLocaleAware(true);
    m_table->setObjectName(u"starTable"_s);
    m_table->setModel(m_filter);
    m_table->setStretchedColumns(
        {StarPlayerTableModel::SkillsColumn, StarPlayerTableModel::PlaysForColumn}, {3, 2});
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(StarPlayerTableModel::NameColumn, Qt::AscendingOrder);

    m_note->setObjectName(u"starNotes"_s);
    m_note->setWordWrap(true);

    auto *filters = new QHBoxLayout;
    filters->addWidget(rosterLabel);
    filters->addWidget(m_roster);
    filters->addSpacing(12);
    filters->addWidget(m_count);
    filters->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);

    connect(m_roster, &QComboBox::currentIndexChanged, this,
            [this] { showRoster(m_roster->currentData().toString()); });
    showRoster({});
}

void StarPlayerBrowser::showRoster(const QString &rosterId)
{
    const int comboIndex = m_roster->findData(rosterId);
    if (comboIndex >= 0 && comboIndex != m_roster->currentIndex())
        m_roster->setCurrentIndex(comboIndex); // comes back here through the signal
    m_filter->setRosterId(rosterId);
    m_count->setText(
        tr("%1 of %2 star players").arg(m_filter->rowCount()).arg(m_stars->rowCount()));
    showNotes();
}

void StarPlayerBrowser::showNotes()
{
    // Few stars have a note (Brick and Grotty are hired together…), and a price of 0 makes no
    // sense without it, so the notes of the stars in view are always shown.
    QStringList notes;
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const StarPlayer *star = m_ruleset->starPlayer(
            m_filter->index(row, 0).data(StarPlayerTableModel::StarIdRole).toString());
        if (star && !star->note.current().isEmpty())
            notes << tr("%1: %2").arg(star->name.current(), star->note.current());
    }
    m_note->setText(notes.join(u'\n'));
    m_note->setVisible(!notes.isEmpty());
}

} // namespace dugout
