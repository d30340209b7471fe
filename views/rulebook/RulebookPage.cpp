#include "RulebookPage.h"

#include "InducementBrowser.h"
#include "RosterBrowser.h"
#include "SkillBrowser.h"
#include "SpecialPlayCardBrowser.h"
#include "StarPlayerBrowser.h"
#include "TableBrowser.h"

#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

RulebookPage::RulebookPage(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_tabs(new QTabWidget(this)), m_rosters(new RosterBrowser(ruleset, this)),
      m_skills(new SkillBrowser(ruleset, this)),
      m_starPlayers(new StarPlayerBrowser(ruleset, this)),
      m_inducements(new InducementBrowser(ruleset, this)),
      m_tables(new TableBrowser(ruleset, this)),
      m_specialPlayCards(new SpecialPlayCardBrowser(ruleset, this))
{
    setObjectName(u"rulebookPage"_s);
    m_tabs->setObjectName(u"rulebookTabs"_s);
    m_tabs->setDocumentMode(true);
    // Added in the order of Tab, so a Tab is its tab's index.
    m_tabs->addTab(m_rosters, tr("Rosters"));
    m_tabs->addTab(m_skills, tr("Skills"));
    m_tabs->addTab(m_starPlayers, tr("Star players"));
    m_tabs->addTab(m_inducements, tr("Inducements"));
    m_tabs->addTab(m_tables, tr("Tables"));
    m_tabs->addTab(m_specialPlayCards, tr("Special play cards"));
    m_rosters->setObjectName(u"rosterBrowser"_s);
    m_skills->setObjectName(u"skillBrowser"_s);
    m_starPlayers->setObjectName(u"starPlayerBrowser"_s);
    m_inducements->setObjectName(u"inducementBrowser"_s);
    m_tables->setObjectName(u"tableBrowser"_s);
    m_specialPlayCards->setObjectName(u"specialPlayCardBrowser"_s);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

void RulebookPage::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(static_cast<int>(tab));
}

RulebookPage::Tab RulebookPage::currentTab() const
{
    return static_cast<Tab>(m_tabs->currentIndex());
}

} // namespace dugout
