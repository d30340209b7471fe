#include "AdvancementDialog.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "models/Palette.h"
#include "models/StatHeaders.h"
#include "models/TeamText.h"
#include "session/TeamDocument.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int OptionRole = Qt::UserRole;

QVariant toVariant(const AdvancementOption &option)
{
    return QVariantList{static_cast<int>(option.kind), option.skillId};
}

AdvancementOption fromVariant(const QVariant &value)
{
    const QVariantList list = value.toList();
    return list.size() == 2
               ? AdvancementOption{static_cast<AdvancementOption::Kind>(list.at(0).toInt()),
                                   list.at(1).toString()}
               : AdvancementOption{};
}

} // namespace

AdvancementDialog::AdvancementDialog(TeamDocument *document, qint64 playerId, QWidget *parent)
    : QDialog(parent), m_document(document), m_playerId(playerId), m_die1(new QSpinBox(this)),
      m_die2(new QSpinBox(this)), m_result(new QLabel(this)), m_options(new QTreeWidget(this)),
      m_refusal(new QLabel(this)), m_ok(nullptr)
{
    setObjectName(u"advancementDialog"_s);
    const Ruleset &rules = m_document->rules();
    const Player *player = nullptr;
    for (const Player &candidate : m_document->team().players) {
        if (candidate.id == playerId)
            player = &candidate;
    }
    const QString name = player ? player->name : QString();
    m_playerName = name;
    setWindowTitle(tr("Advancement: %1").arg(name));

    auto *about = new QLabel(this);
    about->setObjectName(u"advancementAbout"_s);
    about->setWordWrap(true);
    if (player) {
        about->setText(tr("%1 has %2 SPP (%3): advancement rolls waiting: %4.")
                           .arg(name)
                           .arg(player->spp)
                           .arg(TeamText::levelTitle(rules, player->spp))
                           .arg(player->pendingAdvancements(rules)));
    }

    for (QSpinBox *die : {m_die1, m_die2}) {
        die->setRange(0, 6);
        die->setSpecialValueText(u"–"_s); // 0: not rolled yet
        die->setAlignment(Qt::AlignCenter);
        die->setMinimumWidth(56);
        connect(die, &QSpinBox::valueChanged, this, &AdvancementDialog::updateOptions);
    }
    m_die1->setObjectName(u"die1"_s);
    m_die2->setObjectName(u"die2"_s);
    auto *rollButton = new QPushButton(tr("&Roll 2D6"), this);
    rollButton->setObjectName(u"rollButton"_s);
    rollButton->setToolTip(tr("Roll here, or type what your own dice show"));
    connect(rollButton, &QPushButton::clicked, this, &AdvancementDialog::roll);
    auto *dice = new QHBoxLayout;
    dice->addWidget(new QLabel(tr("Dice:"), this));
    dice->addWidget(m_die1);
    dice->addWidget(m_die2);
    dice->addWidget(rollButton);
    dice->addStretch();

    m_result->setObjectName(u"advancementResult"_s);
    m_result->setWordWrap(true);
    m_options->setObjectName(u"advancementOptions"_s);
    m_options->setColumnCount(3);
    m_options->setHeaderLabels({tr("Choice"), tr("Category"), tr("Value")});
    m_options->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_options->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_options->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_options->header()->setStretchLastSection(false);
    m_options->setRootIsDecorated(false);
    m_options->setMinimumHeight(340);
    connect(m_options, &QTreeWidget::currentItemChanged, this, &AdvancementDialog::updateOk);
    connect(m_options, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, OptionRole).isValid())
            accept();
    });

    m_refusal->setObjectName(u"advancementRefusal"_s);
    m_refusal->setWordWrap(true);
    QPalette warning = m_refusal->palette();
    warning.setColor(QPalette::WindowText, Palette::color(Palette::Color::WarningText));
    m_refusal->setPalette(warning);
    m_refusal->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Take it"));
    connect(buttons, &QDialogButtonBox::accepted, this, &AdvancementDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(dice);
    layout->addWidget(m_result);
    layout->addWidget(m_options, 1);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    setMinimumWidth(420);
    updateOptions();
}

void AdvancementDialog::setDice(int die1, int die2)
{
    m_die1->setValue(die1);
    m_die2->setValue(die2);
}

void AdvancementDialog::roll()
{
    setDice(QRandomGenerator::global()->bounded(1, 7), QRandomGenerator::global()->bounded(1, 7));
}

QString AdvancementDialog::optionText(const AdvancementOption &option) const
{
    switch (option.kind) {
    case AdvancementOption::Kind::Skill:
    case AdvancementOption::Kind::DoubleSkill: {
        const Skill *skill = m_document->rules().skill(option.skillId);
        return skill ? skill->name.current() : option.skillId;
    }
    case AdvancementOption::Kind::Ma:
        return tr("+1 %1").arg(StatHeaders::abbreviation(StatHeaders::Ma));
    case AdvancementOption::Kind::Av:
        return tr("+1 %1").arg(StatHeaders::abbreviation(StatHeaders::Av));
    case AdvancementOption::Kind::Ag:
        return tr("+1 %1").arg(StatHeaders::abbreviation(StatHeaders::Ag));
    case AdvancementOption::Kind::St:
        return tr("+1 %1").arg(StatHeaders::abbreviation(StatHeaders::St));
    }
    return {};
}

void AdvancementDialog::updateOptions()
{
    m_options->clear();
    m_refusal->hide();
    const Ruleset &rules = m_document->rules();
    const int die1 = m_die1->value(), die2 = m_die2->value();
    Player player;
    for (const Player &candidate : m_document->team().players) {
        if (candidate.id == m_playerId)
            player = candidate;
    }
    if (die1 == 0 || die2 == 0) {
        m_result->setText(tr("Roll the dice, or enter the two dice you rolled."));
        updateOk();
        return;
    }
    const TableRow *row = rules.advancementResult(die1 + die2);
    m_result->setText(
        tr("%1 + %2 = %3: %4%5")
            .arg(die1)
            .arg(die2)
            .arg(die1 + die2)
            .arg(row ? row->name.current() : QString())
            .arg(die1 == die2 ? tr(", or a skill from the double categories") : QString()));

    const ValueIncreases &values = rules.valueIncreases();
    QList<AdvancementOption> options = Advancement::options(rules, player, die1, die2);
    // Skills by name in the interface language, so a coach finds the one he has in mind.
    std::stable_sort(options.begin(), options.end(),
                     [this](const AdvancementOption &a, const AdvancementOption &b) {
                         return QString::localeAwareCompare(optionText(a), optionText(b)) < 0;
                     });
    QTreeWidgetItem *normal = nullptr, *doubles = nullptr, *stats = nullptr;
    auto group = [this](QTreeWidgetItem *&item, const QString &title) {
        if (!item) {
            item = new QTreeWidgetItem(m_options, {title});
            item->setFlags(Qt::ItemIsEnabled);
            QFont bold = item->font(0);
            bold.setBold(true);
            item->setFont(0, bold);
            item->setFirstColumnSpanned(true);
        }
        return item;
    };
    for (const AdvancementOption &option : options) {
        QTreeWidgetItem *parent = nullptr;
        qint64 increase = 0;
        QString tip;
        switch (option.kind) {
        case AdvancementOption::Kind::Skill:
            parent = group(normal, tr("Skills (normal categories)"));
            increase = values.skill;
            break;
        case AdvancementOption::Kind::DoubleSkill:
            parent = group(doubles, tr("Skills (double categories)"));
            increase = values.doubleSkill;
            break;
        case AdvancementOption::Kind::Ma:
            increase = values.ma;
            break;
        case AdvancementOption::Kind::Av:
            increase = values.av;
            break;
        case AdvancementOption::Kind::Ag:
            increase = values.ag;
            break;
        case AdvancementOption::Kind::St:
            increase = values.st;
            break;
        }
        if (!parent)
            parent = group(stats, tr("Characteristics"));
        QString category;
        if (const Skill *skill = rules.skill(option.skillId)) {
            tip = skill->summary.current();
            category = skillCategoryName(skill->category);
        }
        auto *item = new QTreeWidgetItem(
            parent, {optionText(option), category, u"+"_s + TeamText::shortGold(increase)});
        item->setData(0, OptionRole, toVariant(option));
        item->setToolTip(0, tip);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
    // Characteristics first: a coach who rolled one wants to see it at once.
    if (stats)
        m_options->insertTopLevelItem(
            0, m_options->takeTopLevelItem(m_options->indexOfTopLevelItem(stats)));
    m_options->expandAll();
    if (options.isEmpty())
        m_result->setText(m_result->text() + u"\n"_s +
                          tr("Nothing is left to learn with this roll."));
    updateOk();
}

void AdvancementDialog::updateOk()
{
    QTreeWidgetItem *item = m_options->currentItem();
    m_ok->setEnabled(item && item->data(0, OptionRole).isValid());
}

QList<AdvancementOption> AdvancementDialog::options() const
{
    QList<AdvancementOption> list;
    for (QTreeWidgetItemIterator it(m_options); *it; ++it) {
        if ((*it)->data(0, OptionRole).isValid())
            list << fromVariant((*it)->data(0, OptionRole));
    }
    return list;
}

bool AdvancementDialog::selectOption(const AdvancementOption &option)
{
    for (QTreeWidgetItemIterator it(m_options); *it; ++it) {
        if ((*it)->data(0, OptionRole).isValid() &&
            fromVariant((*it)->data(0, OptionRole)) == option) {
            m_options->setCurrentItem(*it);
            return true;
        }
    }
    return false;
}

QString AdvancementDialog::refusal() const
{
    return m_refusal->isHidden() ? QString() : m_refusal->text();
}

void AdvancementDialog::accept()
{
    QTreeWidgetItem *item = m_options->currentItem();
    if (!item || !item->data(0, OptionRole).isValid())
        return;
    const AdvancementOption option = fromVariant(item->data(0, OptionRole));
    const int die1 = m_die1->value(), die2 = m_die2->value();
    const Ruleset &rules = m_document->rules();
    const qint64 playerId = m_playerId;
    const RuleCheck check = m_document->edit(
        tr("Advancement for %1: %2").arg(m_playerName, optionText(option)), [&](Team &team) {
            Player *player = team.playerById(playerId);
            return player ? Advancement::apply(rules, *player, die1, die2, option)
                          : RuleCheck::refused(tr("The player is no longer in the team."));
        });
    if (!check) {
        m_refusal->setText(check.reason);
        m_refusal->show();
        return;
    }
    QDialog::accept();
}

} // namespace dugout
