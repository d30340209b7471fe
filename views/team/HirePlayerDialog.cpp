#include "HirePlayerDialog.h"

#include "PlayerNames.h"
#include "core/InputLimits.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/Team.h"
#include "models/DisplayText.h"
#include "models/Palette.h"
#include "models/TeamText.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

HirePlayerDialog::HirePlayerDialog(const Team &team, const Ruleset &rules,
                                   const QString &positionId, Hire hire, QWidget *parent)
    : QDialog(parent), m_hire(std::move(hire)), m_name(new QLineEdit(this)),
      m_number(new QSpinBox(this)), m_refusal(new QLabel(this))
{
    setObjectName(u"hirePlayerDialog"_s);
    const Position *position = rules.position(positionId);
    const QString positionName = position ? position->name.current() : positionId;
    setWindowTitle(tr("Hire a player: %1").arg(positionName));

    auto *about = new QLabel(this);
    about->setWordWrap(true);
    if (position) {
        QString text =
            tr("<b>%1</b> for %2").arg(positionName.toHtmlEscaped(), formatGold(position->cost)) +
            u"<br>"_s + TeamText::startingStats(*position);
        if (!position->skills.isEmpty())
            text += u"<br>"_s + skillNames(rules, position->skills).toHtmlEscaped();
        about->setText(text);
    }

    m_name->setObjectName(u"playerName"_s);
    m_name->setMaxLength(InputLimits::MaxNameLength);
    m_name->setText(PlayerNames::suggest(team));
    m_name->selectAll();
    auto *another = new QToolButton(this);
    another->setObjectName(u"suggestName"_s);
    another->setText(tr("Suggest another"));
    connect(another, &QToolButton::clicked, this, [this, team] {
        Team withCurrent = team;
        Player current;
        current.name = m_name->text();
        withCurrent.players << current; // so the suggestion changes
        m_name->setText(PlayerNames::suggest(withCurrent));
    });
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(another);

    m_number->setObjectName(u"playerNumber"_s);
    m_number->setRange(1, 16);
    m_number->setValue(std::max(1, team.nextFreeNumber()));

    m_refusal->setObjectName(u"hireRefusal"_s);
    m_refusal->setWordWrap(true);
    QPalette warning = m_refusal->palette();
    warning.setColor(QPalette::WindowText, Palette::color(Palette::Color::WarningText));
    m_refusal->setPalette(warning);
    m_refusal->hide();

    auto *form = new QFormLayout;
    auto *nameLabel = new QLabel(tr("&Name:"), this);
    nameLabel->setBuddy(m_name); // a row holding a layout gets no buddy of its own
    form->addRow(nameLabel, nameRow);
    form->addRow(tr("N&umber:"), m_number);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Hire"));
    connect(buttons, &QDialogButtonBox::accepted, this, &HirePlayerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    setMinimumWidth(400);
}

void HirePlayerDialog::setPlayerName(const QString &name)
{
    m_name->setText(name);
}

QString HirePlayerDialog::playerName() const
{
    return m_name->text();
}

void HirePlayerDialog::setNumber(int number)
{
    m_number->setValue(number);
}

int HirePlayerDialog::number() const
{
    return m_number->value();
}

QString HirePlayerDialog::refusal() const
{
    return m_refusal->isHidden() ? QString() : m_refusal->text();
}

void HirePlayerDialog::accept()
{
    const RuleCheck check = m_hire(m_name->text(), m_number->value());
    if (!check) {
        m_refusal->setText(check.reason);
        m_refusal->show();
        return;
    }
    QDialog::accept();
}

} // namespace dugout
