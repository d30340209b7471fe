#include "FixtureDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

FixtureDialog::FixtureDialog(QWidget *parent)
    : QDialog(parent), m_round(new QSpinBox(this)), m_home(new QComboBox(this)),
      m_away(new QComboBox(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"fixtureDialog"_s);
    setWindowTitle(tr("Add fixture"));
    m_round->setObjectName(u"fixtureRound"_s);
    m_round->setRange(1, 99);
    m_round->setMinimumWidth(m_round->sizeHint().width() + 24);
    m_home->setObjectName(u"fixtureHome"_s);
    m_away->setObjectName(u"fixtureAway"_s);
    auto *form = new QFormLayout;
    auto *round = new QHBoxLayout;
    round->addWidget(m_round);
    round->addStretch();
    auto *roundLabel = new QLabel(tr("&Round:"), this);
    roundLabel->setBuddy(m_round);
    form->addRow(roundLabel, round);
    form->addRow(tr("&Home team:"), m_home);
    form->addRow(tr("&Away team:"), m_away);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add fixture"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_home, &QComboBox::currentIndexChanged, this, &FixtureDialog::updateOk);
    connect(m_away, &QComboBox::currentIndexChanged, this, &FixtureDialog::updateOk);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    setMinimumWidth(380);
    updateOk();
}

void FixtureDialog::setTeams(const QList<QPair<qint64, QString>> &teams)
{
    for (QComboBox *combo : {m_home, m_away}) {
        combo->clear();
        for (const auto &[id, name] : teams)
            combo->addItem(name, id);
    }
    if (m_away->count() > 1)
        m_away->setCurrentIndex(1);
    updateOk();
}

void FixtureDialog::setRound(int round)
{
    m_round->setValue(round);
}

void FixtureDialog::setHomeTeam(qint64 teamId)
{
    m_home->setCurrentIndex(m_home->findData(teamId));
}

void FixtureDialog::setAwayTeam(qint64 teamId)
{
    m_away->setCurrentIndex(m_away->findData(teamId));
}

Fixture FixtureDialog::fixture() const
{
    Fixture fixture;
    fixture.round = m_round->value();
    fixture.homeTeamId = m_home->currentData().toLongLong();
    fixture.awayTeamId = m_away->currentData().toLongLong();
    return fixture;
}

void FixtureDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_home->currentIndex() >= 0 && m_away->currentIndex() >= 0);
}

} // namespace dugout
