#include "RoundRobinDialog.h"

#include "core/league/RoundRobin.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

RoundRobinDialog::RoundRobinDialog(QWidget *parent)
    : QDialog(parent),
      m_single(new QRadioButton(tr("&Single: every team meets every other once"), this)),
      m_double(new QRadioButton(tr("&Double: twice, home and away"), this)),
      m_firstRound(new QSpinBox(this)), m_summary(new QLabel(this))
{
    setObjectName(u"roundRobinDialog"_s);
    setWindowTitle(tr("Round robin"));
    m_single->setObjectName(u"singleLeg"_s);
    m_double->setObjectName(u"doubleLeg"_s);
    m_single->setChecked(true);
    m_firstRound->setObjectName(u"firstRound"_s);
    m_firstRound->setRange(1, 99);
    m_firstRound->setMinimumWidth(m_firstRound->sizeHint().width() + 24);
    m_summary->setObjectName(u"roundRobinSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);

    auto *form = new QFormLayout;
    form->addRow(tr("Legs:"), m_single);
    form->addRow(QString(), m_double);
    auto *round = new QHBoxLayout;
    round->addWidget(m_firstRound);
    round->addStretch();
    auto *roundLabel = new QLabel(tr("First &round:"), this);
    roundLabel->setBuddy(m_firstRound);
    form->addRow(roundLabel, round);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Generate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_double, &QRadioButton::toggled, this, &RoundRobinDialog::updateSummary);
    connect(m_firstRound, &QSpinBox::valueChanged, this, &RoundRobinDialog::updateSummary);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

void RoundRobinDialog::setGroups(const QList<QPair<QString, int>> &groups)
{
    m_groups = groups;
    updateSummary();
}

void RoundRobinDialog::setFirstRound(int round)
{
    m_firstRound->setValue(round);
}

int RoundRobinDialog::firstRound() const
{
    return m_firstRound->value();
}

void RoundRobinDialog::setDoubleLeg(bool doubleLeg)
{
    (doubleLeg ? m_double : m_single)->setChecked(true);
}

bool RoundRobinDialog::isDoubleLeg() const
{
    return m_double->isChecked();
}

void RoundRobinDialog::updateSummary()
{
    const int legs = isDoubleLeg() ? 2 : 1;
    QStringList lines;
    for (const auto &[name, teams] : std::as_const(m_groups)) {
        const int rounds = RoundRobin::roundsPerLeg(teams) * legs;
        const int fixtures = teams * (teams - 1) / 2 * legs;
        const QString line = tr("%1 teams: %2 rounds (%3 to %4), %5 fixtures")
                                 .arg(teams)
                                 .arg(rounds)
                                 .arg(firstRound())
                                 .arg(firstRound() + rounds - 1)
                                 .arg(fixtures);
        lines << (name.isEmpty() ? line : u"<b>%1</b> — %2"_s.arg(name.toHtmlEscaped(), line));
    }
    if (m_groups.size() > 1)
        lines << tr("Each division plays its own round robin.");
    if (std::any_of(m_groups.cbegin(), m_groups.cend(),
                    [](const auto &group) { return group.second % 2 == 1; }))
        lines << tr("With an odd number of teams, one team rests each round.");
    m_summary->setText(lines.join(u"<br>"_s));
}

} // namespace dugout
