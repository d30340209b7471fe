#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;

namespace dugout {

class RulebookTableView;
class Ruleset;
class SkillFilterModel;
class SkillTableModel;

// The Skills tab: a category filter and a search box over the skill table; the chosen skill's
// summary reads in full beside it, with the skills it excludes and who starts with it.
class SkillBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit SkillBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);

    // Clears the filters if they hide the skill.
    void selectSkill(const QString &skillId);
    QString currentSkillId() const;

private:
    void applyFilters();
    void showSkill(const QModelIndex &index);
    QString holdersText(const QString &skillId) const;

    std::shared_ptr<const Ruleset> m_ruleset;
    SkillTableModel *m_skills;
    SkillFilterModel *m_filter;
    QComboBox *m_category;
    QLineEdit *m_search;
    RulebookTableView *m_table;
    QLabel *m_title;
    QLabel *m_details;
    QLabel *m_summary;
    QLabel *m_holders;
};

} // namespace dugout
