#include "RosterBrowser.h"

#include "RulebookTableView.h"
#include "core/rules/Ruleset.h"
#include "models/DisplayText.h"
#include "models/Palette.h"
#include "models/PositionTableModel.h"
#include "models/RosterListModel.h"
#include "models/StarPlayerFilterModel.h"
#include "models/StarPlayerTableModel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

RosterBrowser::RosterBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)),
      m_rosters(new RosterListModel(m_ruleset, this)),
      m_positions(new PositionTableModel(m_ruleset, this)),
      m_rosterList(new RulebookTableView(this)), m_stars(new StarPlayerFilterModel(this)),
      m_positionTable(new RulebookTableView(this)), m_starTable(new RulebookTableView(this)),
      m_title(new QLabel(this)), m_details(new QLabel(this)), m_starsTitle(new QLabel(this))
{
    m_rosterList->setObjectName(u"rosterList"_s);
    m_rosterList->setModel(m_rosters);
    m_rosterList->setStretchedColumns({RosterListModel::NameColumn});
    m_rosterList->setWordWrap(false);

    m_positionTable->setObjectName(u"positionTable"_s);
    m_positionTable->setModel(m_positions);
    m_positionTable->setStretchedColumns({PositionTableModel::SkillsColumn});
    m_positionTable->setFitToRows(true);

    m_stars->setSourceModel(new StarPlayerTableModel(m_ruleset, this));
    m_stars->setSortLocaleAware(true);
    m_stars->sort(StarPlayerTableModel::NameColumn);
    m_starTable->setObjectName(u"rosterStarTable"_s);
    m_starTable->setModel(m_stars);
    m_starTable->hideColumn(StarPlayerTableModel::PlaysForColumn);
    m_starTable->setStretchedColumns({StarPlayerTableModel::SkillsColumn});
    m_starsTitle->setObjectName(u"rosterStarsTitle"_s);
    QFont starsFont = m_starsTitle->font();
    starsFont.setBold(true);
    m_starsTitle->setFont(starsFont);

    m_title->setObjectName(u"rosterTitle"_s);
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * Palette::factor(Palette::Text::SectionTitle));
    font.setBold(true);
    m_title->setFont(font);
    m_details->setObjectName(u"rosterDetails"_s);
    m_details->setWordWrap(true);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_title);
    rightLayout->addWidget(m_details);
    rightLayout->addWidget(m_positionTable);
    rightLayout->addSpacing(8);
    rightLayout->addWidget(m_starsTitle);
    m_starTable->setFitToRows(true);
    rightLayout->addWidget(m_starTable);
    rightLayout->addStretch();

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_rosterList);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({m_rosterList->horizontalHeader()->length() + 4, 800});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_rosterList->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                showRoster(current.data(RosterListModel::RosterIdRole).toString());
            });
    if (m_rosters->rowCount() > 0)
        m_rosterList->setCurrentIndex(m_rosters->index(0, 0));
}

void RosterBrowser::selectRoster(const QString &rosterId)
{
    const int row = m_rosters->rowOf(rosterId);
    if (row >= 0)
        m_rosterList->setCurrentIndex(m_rosters->index(row, 0));
}

QString RosterBrowser::currentRosterId() const
{
    return m_positions->rosterId();
}

void RosterBrowser::showRoster(const QString &rosterId)
{
    m_positions->setRosterId(rosterId);
    m_stars->setRosterId(rosterId);
    const Roster *roster = m_ruleset->roster(rosterId);
    if (!roster) {
        m_title->clear();
        m_details->clear();
        m_starsTitle->clear();
        return;
    }
    m_starsTitle->setText(m_stars->rowCount() > 0
                              ? tr("Star players who play for %1").arg(roster->name.current())
                              : tr("No star player plays for %1").arg(roster->name.current()));
    m_title->setText(roster->name.current());
    QStringList details{
        tr("Team re-roll: %1").arg(goldText(roster->rerollCost)),
        roster->apothecary ? tr("Apothecary: allowed") : tr("Apothecary: not allowed"),
    };
    if (roster->necromancer)
        details << tr("Free Necromancer");
    if (!roster->official)
        details << tr("Extra team, not one of the official LRB6 teams");
    m_details->setText(details.join(u"  ·  "_s));
}

} // namespace dugout
