#include "LeagueInducementsDialog.h"

#include "core/league/LeagueOptionsRules.h"
#include "core/rules/Ruleset.h"
#include "models/LeagueText.h"
#include "models/Palette.h"
#include "views/league/result/GoldSpinBox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

LeagueInducementsDialog::LeagueInducementsDialog(const Ruleset &rules, const LeagueOptions &options,
                                                 QWidget *parent)
    : QDialog(parent), m_rules(rules), m_options(options), m_list(new QListWidget(this)),
      m_cards(new QComboBox(this)), m_maxCards(new QSpinBox(this)), m_budget(new GoldSpinBox(this)),
      m_problems(new QLabel(this))
{
    setObjectName(u"leagueInducementsDialog"_s);
    setWindowTitle(tr("Inducements of the league"));

    auto *intro = new QLabel(tr("Untick what this league does not allow before its matches. "
                                "Star players and mercenaries are one line each."),
                             this);
    intro->setWordWrap(true);
    m_list->setObjectName(u"allowedInducements"_s);
    for (const Inducement &inducement : m_rules.inducements()) {
        auto *item = new QListWidgetItem(inducement.name.current(), m_list);
        item->setData(Qt::UserRole, inducement.id);
        item->setToolTip(inducement.summary.current());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool allowed =
            !options.allowedInducements || options.allowedInducements->contains(inducement.id);
        item->setCheckState(allowed ? Qt::Checked : Qt::Unchecked);
    }

    m_cards->setObjectName(u"specialPlayCards"_s);
    for (const SpecialPlayCardsRule rule :
         {SpecialPlayCardsRule::NotUsed, SpecialPlayCardsRule::AsInducements,
          SpecialPlayCardsRule::InsteadOfOthers, SpecialPlayCardsRule::FixedBudget})
        m_cards->addItem(LeagueText::cardsName(rule), int(rule));
    m_cards->setCurrentIndex(std::max(0, m_cards->findData(int(options.cards))));
    m_maxCards->setObjectName(u"maxCards"_s);
    m_maxCards->setRange(1, LeagueOptionsRules::MaxCards);
    m_maxCards->setValue(qBound(1, options.maxCards, LeagueOptionsRules::MaxCards));
    m_budget->setObjectName(u"cardBudget"_s);
    m_budget->setRange(int(LeagueOptionsRules::MinCardBudget),
                       int(LeagueOptionsRules::MaxCardBudget));
    m_budget->setSingleStep(10000);
    m_budget->setValue(int(options.cardBudget));
    m_problems->setObjectName(u"leagueInducementsProblems"_s);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(u"color: %1;"_s.arg(Palette::css(Palette::Color::WarningText)));

    auto *form = new QFormLayout;
    form->addRow(tr("Special play &cards:"), m_cards);
    form->addRow(tr("At &most, per team and match:"), m_maxCards);
    form->addRow(tr("Card &budget:"), m_budget);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(u"leagueInducementsOk"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(form);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);

    connect(m_list, &QListWidget::itemChanged, this, &LeagueInducementsDialog::update);
    connect(m_cards, &QComboBox::currentIndexChanged, this, &LeagueInducementsDialog::update);
    connect(m_maxCards, &QSpinBox::valueChanged, this, &LeagueInducementsDialog::update);
    connect(m_budget, &QSpinBox::valueChanged, this, &LeagueInducementsDialog::update);
    update();
}

LeagueOptions LeagueInducementsDialog::options() const
{
    LeagueOptions options = m_options;
    QStringList allowed;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            allowed << m_list->item(row)->data(Qt::UserRole).toString();
    }
    // Every one ticked: the league says nothing, so inducements added later are allowed too.
    if (allowed.size() == m_list->count())
        options.allowedInducements.reset();
    else
        options.allowedInducements = allowed;
    options.cards = SpecialPlayCardsRule(m_cards->currentData().toInt());
    options.maxCards = m_maxCards->value();
    options.cardBudget = options.cards == SpecialPlayCardsRule::FixedBudget ? m_budget->value() : 0;
    return options;
}

// The budget only for a fixed card budget, the maximum only when cards are used; the problems
// are core's, for the options as they would be saved.
void LeagueInducementsDialog::update()
{
    const LeagueOptions chosen = options();
    m_maxCards->setEnabled(chosen.cards != SpecialPlayCardsRule::NotUsed);
    m_budget->setEnabled(chosen.cards == SpecialPlayCardsRule::FixedBudget);
    const QStringList problems = LeagueOptionsRules::problems(chosen, m_rules);
    m_problems->setText(problems.join(u'\n'));
    m_ok->setEnabled(problems.isEmpty());
    m_ok->setToolTip(problems.join(u'\n'));
}

} // namespace dugout
