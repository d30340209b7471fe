#include "SkillBrowser.h"

#include "RulebookTableView.h"
#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"
#include "models/DisplayText.h"
#include "models/Palette.h"
#include "models/SkillFilterModel.h"
#include "models/SkillTableModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

SkillBrowser::SkillBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent), m_ruleset(std::move(ruleset)),
      m_skills(new SkillTableModel(m_ruleset, this)), m_filter(new SkillFilterModel(this)),
      m_category(new QComboBox(this)), m_search(new QLineEdit(this)),
      m_table(new RulebookTableView(this)), m_title(new QLabel(this)), m_details(new QLabel(this)),
      m_summary(new QLabel(this)), m_holders(new QLabel(this))
{
    m_category->setObjectName(u"skillCategory"_s);
    m_category->addItem(tr("All categories"), -1);
    for (SkillCategory category :
         {SkillCategory::General, SkillCategory::Agility, SkillCategory::Strength,
          SkillCategory::Passing, SkillCategory::Mutation, SkillCategory::Extraordinary})
        m_category->addItem(skillCategoryName(category), static_cast<int>(category));

    m_search->setObjectName(u"skillSearch"_s);
    m_search->setPlaceholderText(tr("Search in English or French"));
    m_search->setClearButtonEnabled(true);

    m_filter->setSourceModel(m_skills);
    m_filter->setSortLocaleAware(true);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_table->setObjectName(u"skillTable"_s);
    m_table->setModel(m_filter);
    m_table->setWordWrap(false);
    m_table->hideColumn(SkillTableModel::SummaryColumn);
    m_table->setStretchedColumns({SkillTableModel::OtherLanguageColumn});
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SkillTableModel::NameColumn, Qt::AscendingOrder);

    m_title->setObjectName(u"skillTitle"_s);
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * Palette::factor(Palette::Text::SectionTitle));
    font.setBold(true);
    m_title->setFont(font);
    m_details->setObjectName(u"skillDetails"_s);
    m_details->setWordWrap(true);
    QPalette palette = m_details->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    m_details->setPalette(palette);
    m_summary->setObjectName(u"skillSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QFont summaryFont = m_summary->font();
    summaryFont.setPointSizeF(summaryFont.pointSizeF() * Palette::factor(Palette::Text::Larger));
    m_summary->setFont(summaryFont);

    m_holders->setObjectName(u"skillHolders"_s);
    m_holders->setWordWrap(true);
    m_holders->setTextFormat(Qt::RichText);
    m_holders->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(16, 12, 16, 12);
    contentLayout->setSpacing(8);
    contentLayout->addWidget(m_title);
    contentLayout->addWidget(m_details);
    contentLayout->addWidget(m_summary);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(m_holders);
    contentLayout->addStretch();
    // Loner or Block is held by dozens of players: the panel scrolls rather than grows.
    auto *panel = new QScrollArea(this);
    panel->setObjectName(u"skillPanel"_s);
    panel->setWidgetResizable(true);
    panel->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panel->setWidget(content);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_category);
    filters->addWidget(m_search, 1);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(filters);
    leftLayout->addWidget(m_table, 1);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(left, 3);
    layout->addWidget(panel, 2);

    connect(m_category, &QComboBox::currentIndexChanged, this, &SkillBrowser::applyFilters);
    connect(m_search, &QLineEdit::textChanged, this, &SkillBrowser::applyFilters);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SkillBrowser::showSkill);
    if (m_filter->rowCount() > 0)
        m_table->setCurrentIndex(m_filter->index(0, 0));
    else
        showSkill({});
}

void SkillBrowser::applyFilters()
{
    const int category = m_category->currentData().toInt();
    m_filter->setCategory(category < 0 ? std::nullopt
                                       : std::optional(static_cast<SkillCategory>(category)));
    m_filter->setSearchText(m_search->text());
    // Typing "blocage" should show Block's summary at once, so the first match is chosen
    // whenever the chosen skill is filtered out.
    if (!m_table->currentIndex().isValid() && m_filter->rowCount() > 0)
        m_table->setCurrentIndex(m_filter->index(0, 0));
    else
        showSkill(m_table->currentIndex());
}

void SkillBrowser::selectSkill(const QString &skillId)
{
    const int sourceRow = m_skills->rowOf(skillId);
    if (sourceRow < 0)
        return;
    QModelIndex index = m_filter->mapFromSource(m_skills->index(sourceRow, 0));
    if (!index.isValid()) {
        m_category->setCurrentIndex(0);
        m_search->clear();
        index = m_filter->mapFromSource(m_skills->index(sourceRow, 0));
    }
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

QString SkillBrowser::currentSkillId() const
{
    return m_table->currentIndex().data(SkillTableModel::SkillIdRole).toString();
}

void SkillBrowser::showSkill(const QModelIndex &index)
{
    const Skill *skill = index.isValid()
                             ? m_ruleset->skill(index.data(SkillTableModel::SkillIdRole).toString())
                             : nullptr;
    if (!skill) {
        m_title->clear();
        m_details->clear();
        m_summary->setText(m_filter->rowCount() == 0 ? tr("No skill matches your search.")
                                                     : tr("Choose a skill to read its summary."));
        m_holders->clear();
        return;
    }
    m_title->setText(skill->name.current());
    const QString otherLanguage =
        QLocale().language() == QLocale::French ? tr("In English: %1") : tr("In French: %1");
    QStringList details{skillCategoryName(skill->category),
                        otherLanguage.arg(otherLanguageText(skill->name))};
    if (!skill->aliases.isEmpty())
        details << tr("Also printed as: %1").arg(skill->aliases.join(u", "_s));
    m_details->setText(details.join(u"  ·  "_s));
    m_summary->setText(skill->summary.current());
    m_holders->setText(holdersText(skill->id));
}

QString SkillBrowser::holdersText(const QString &skillId) const
{
    QStringList sections;
    // A bold title, then the items one per line (or run together with `separator`).
    const auto section = [&sections](const QString &title, const QStringList &items,
                                     const QString &separator) {
        if (items.isEmpty())
            return;
        QStringList escaped;
        for (const QString &item : items)
            escaped << item.toHtmlEscaped();
        sections << u"<b>%1</b><br>%2"_s.arg(title.toHtmlEscaped(), escaped.join(separator));
    };

    QStringList excluded;
    for (const auto &[a, b] : m_ruleset->skillExclusions()) {
        const QString other = a == skillId ? b : b == skillId ? a : QString();
        if (const Skill *skill = m_ruleset->skill(other))
            excluded << skill->name.current();
    }
    section(tr("A player may not also have"), excluded, u", "_s);

    QStringList positions;
    for (const Roster *roster : RosterOrder::byName(*m_ruleset)) {
        QStringList names;
        for (const Position &position : roster->positions) {
            if (position.skills.contains(skillId))
                names << position.name.current();
        }
        if (!names.isEmpty())
            positions << tr("%1: %2").arg(roster->name.current(), names.join(u", "_s));
    }
    section(tr("Positions that start with it"), positions, u"<br>"_s);

    QStringList stars;
    for (const StarPlayer &star : m_ruleset->starPlayers()) {
        if (star.skills.contains(skillId))
            stars << star.name.current();
    }
    section(tr("Star players who have it"), stars, u", "_s);
    return sections.join(u"<br><br>"_s);
}

} // namespace dugout
