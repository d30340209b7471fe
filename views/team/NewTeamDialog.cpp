#include "NewTeamDialog.h"

#include "core/InputLimits.h"
#include "core/Money.h"
#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"
#include "models/Palette.h"

#include <QColorDialog>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Colours that print and show well on a header band; the first is the default.
const QList<QColor> Presets = Palette::teamPresets();

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(color.darker(140));
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(0.5, 0.5, 15, 15), 3, 3);
    return QIcon(pixmap);
}

} // namespace

NewTeamDialog::NewTeamDialog(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QDialog(parent), m_ruleset(std::move(ruleset)), m_budget(m_ruleset->teamBuilding().budget),
      m_color(Presets.first()), m_roster(new QComboBox(this)), m_rosterInfo(new QLabel(this)),
      m_name(new QLineEdit(this)), m_coach(new QLineEdit(this)),
      m_colorButton(new QToolButton(this)), m_budgetLabel(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"newTeamDialog"_s);
    setWindowTitle(tr("New team"));

    // Official rosters by name in the interface language, then the three extra teams.
    QList<const Roster *> official, extra;
    for (const Roster *roster : RosterOrder::byName(*m_ruleset))
        (roster->official ? official : extra) << roster;
    m_roster->setObjectName(u"roster"_s);
    for (const Roster *roster : std::as_const(official))
        m_roster->addItem(roster->name.current(), roster->id);
    m_roster->insertSeparator(m_roster->count());
    for (const Roster *roster : std::as_const(extra)) {
        //: A roster from outside the official LRB6 list (Slann, Underworld, Chaos Pact).
        m_roster->addItem(tr("%1 (not official)").arg(roster->name.current()), roster->id);
        m_roster->setItemData(
            m_roster->count() - 1,
            tr("Not one of the official LRB6 rosters: check that your league allows it."),
            Qt::ToolTipRole);
    }
    m_roster->setMaxVisibleItems(m_roster->count());
    setRosterId(u"human"_s);
    m_rosterInfo->setObjectName(u"rosterInfo"_s);
    m_rosterInfo->setWordWrap(true);
    QPalette muted = m_rosterInfo->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_rosterInfo->setPalette(muted);

    m_name->setObjectName(u"teamName"_s);
    m_name->setPlaceholderText(tr("Altdorf Reavers"));
    m_name->setMaxLength(InputLimits::MaxNameLength);
    m_coach->setObjectName(u"coachName"_s);
    m_coach->setMaxLength(InputLimits::MaxNameLength);

    m_colorButton->setObjectName(u"colorButton"_s);
    m_colorButton->setToolTip(tr("Another colour…"));
    m_colorButton->setText(tr("Other…"));
    connect(m_colorButton, &QToolButton::clicked, this, &NewTeamDialog::chooseColor);
    auto *colors = new QHBoxLayout;
    colors->setSpacing(4);
    for (const QColor &preset : Presets) {
        auto *button = new QToolButton(this);
        button->setIcon(swatch(preset));
        button->setAutoRaise(true);
        button->setCheckable(true);
        button->setAutoExclusive(true);
        button->setProperty("presetColor", preset);
        button->setChecked(preset == m_color);
        connect(button, &QToolButton::clicked, this, [this, preset] { setColor(preset); });
        colors->addWidget(button);
    }
    colors->addWidget(m_colorButton);
    colors->addStretch();

    m_budgetLabel->setObjectName(u"budget"_s);
    setBudget(m_budget);

    auto *form = new QFormLayout;
    form->addRow(tr("&Roster:"), m_roster);
    form->addRow(QString(), m_rosterInfo);
    form->addRow(tr("&Team name:"), m_name);
    form->addRow(tr("&Coach:"), m_coach);
    form->addRow(tr("Colour:"), colors);
    form->addRow(tr("Budget:"), m_budgetLabel);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create team"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_roster, &QComboBox::currentIndexChanged, this, &NewTeamDialog::updateRosterInfo);
    connect(m_name, &QLineEdit::textChanged, this, &NewTeamDialog::updateOk);
    updateRosterInfo();
    updateOk();
    setMinimumWidth(460);
}

void NewTeamDialog::setBudget(qint64 budget)
{
    m_budget = budget;
    m_budgetLabel->setText(formatGold(budget));
}

void NewTeamDialog::setKnownCoaches(const QStringList &coaches)
{
    auto *completer = new QCompleter(coaches, m_coach);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_coach->setCompleter(completer);
}

void NewTeamDialog::setRosterId(const QString &rosterId)
{
    const int index = m_roster->findData(rosterId);
    if (index >= 0)
        m_roster->setCurrentIndex(index);
}

QString NewTeamDialog::rosterId() const
{
    return m_roster->currentData().toString();
}

void NewTeamDialog::setTeamName(const QString &name)
{
    m_name->setText(name);
}

void NewTeamDialog::setCoach(const QString &coach)
{
    m_coach->setText(coach);
}

void NewTeamDialog::setColor(const QColor &color)
{
    if (!color.isValid())
        return;
    m_color = color;
    m_colorButton->setIcon(swatch(color));
    m_colorButton->setToolButtonStyle(Presets.contains(color) ? Qt::ToolButtonTextOnly
                                                              : Qt::ToolButtonTextBesideIcon);
    const auto buttons = findChildren<QToolButton *>();
    for (QToolButton *button : buttons) {
        if (button->property("presetColor").isValid())
            button->setChecked(button->property("presetColor").value<QColor>() == color);
    }
}

void NewTeamDialog::chooseColor()
{
    const QColor chosen = QColorDialog::getColor(m_color, this, tr("Team colour"));
    if (chosen.isValid())
        setColor(chosen);
}

void NewTeamDialog::updateRosterInfo()
{
    const Roster *roster = m_ruleset->roster(rosterId());
    if (!roster) {
        m_rosterInfo->clear();
        return;
    }
    QStringList positions;
    for (const Position &position : roster->positions)
        positions << tr("%1 (0-%2)").arg(position.name.current()).arg(position.max);
    QStringList facts{tr("Team re-roll: %1").arg(formatGold(roster->rerollCost)),
                      roster->apothecary ? tr("apothecary allowed") : tr("no apothecary")};
    if (roster->necromancer)
        facts << tr("free Necromancer");
    m_rosterInfo->setText(positions.join(u", "_s) + u"\n"_s + facts.join(u" · "_s));
}

void NewTeamDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_name->text().trimmed().isEmpty() && !rosterId().isEmpty());
}

Team NewTeamDialog::team() const
{
    Team team;
    team.name = m_name->text().trimmed();
    team.rosterId = rosterId();
    team.coach = m_coach->text().trimmed();
    team.color = m_color.name();
    team.budget = m_budget;
    return team;
}

} // namespace dugout
