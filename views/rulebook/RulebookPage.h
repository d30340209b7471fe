#pragma once

#include <QWidget>

#include <memory>

class QTabWidget;

namespace dugout {

class InducementBrowser;
class RosterBrowser;
class Ruleset;
class SkillBrowser;
class SpecialPlayCardBrowser;
class StarPlayerBrowser;
class TableBrowser;

// The Rulebook area: the LRB6 rules as reference tables, one tab per part of the book.
class RulebookPage : public QWidget
{
    Q_OBJECT

public:
    enum class Tab { Rosters, Skills, StarPlayers, Inducements, Tables, SpecialPlayCards };
    Q_ENUM(Tab)

    explicit RulebookPage(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);

    void showTab(Tab tab);
    Tab currentTab() const;

    RosterBrowser *rosters() const { return m_rosters; }
    SkillBrowser *skills() const { return m_skills; }
    StarPlayerBrowser *starPlayers() const { return m_starPlayers; }
    InducementBrowser *inducements() const { return m_inducements; }
    TableBrowser *tables() const { return m_tables; }
    SpecialPlayCardBrowser *specialPlayCards() const { return m_specialPlayCards; }

private:
    QTabWidget *m_tabs;
    RosterBrowser *m_rosters;
    SkillBrowser *m_skills;
    StarPlayerBrowser *m_starPlayers;
    InducementBrowser *m_inducements;
    TableBrowser *m_tables;
    SpecialPlayCardBrowser *m_specialPlayCards;
};

} // namespace dugout
