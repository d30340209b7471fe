#include "TypedTeamPanel.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

using namespace dugout::bloodyball;

namespace dugout {

TypedTeamPanel::TypedTeamPanel(QWidget *parent) : QGroupBox(tr("Type a team in"), parent)
{
    auto *grid = new QGridLayout(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("bloodyNewName"));
    grid->addWidget(new QLabel(tr("Name:"), this), 0, 0);
    grid->addWidget(m_name, 0, 1, 1, 3);
    grid->addWidget(new QLabel(tr("Player"), this), 1, 1);
    grid->addWidget(new QLabel(tr("Figure"), this), 1, 2);
    grid->addWidget(new QLabel(tr("Champion"), this), 1, 3);
    auto *champions = new QButtonGroup(this);
    for (int i = 0; i < 5; ++i) {
        grid->addWidget(new QLabel(QString::number(i + 1), this), i + 2, 0);
        m_players[i] = new QLineEdit(this);
        m_players[i]->setObjectName(QStringLiteral("bloodyNewPlayer%1").arg(i));
        m_figures[i] = new QLineEdit(this);
        m_figures[i]->setObjectName(QStringLiteral("bloodyNewFigure%1").arg(i));
        m_figures[i]->setPlaceholderText(tr("any figure"));
        m_champion[i] = new QRadioButton(this);
        m_champion[i]->setObjectName(QStringLiteral("bloodyNewChampion%1").arg(i));
        champions->addButton(m_champion[i], i);
        grid->addWidget(m_players[i], i + 2, 1);
        grid->addWidget(m_figures[i], i + 2, 2);
        grid->addWidget(m_champion[i], i + 2, 3, Qt::AlignCenter);
        connect(m_players[i], &QLineEdit::textChanged, this, &TypedTeamPanel::changed);
        connect(m_figures[i], &QLineEdit::textChanged, this, &TypedTeamPanel::changed);
    }
    m_champion[0]->setChecked(true);
    m_add = new QPushButton(tr("Add the team"), this);
    m_add->setObjectName(QStringLiteral("bloodyNewAdd"));
    grid->addWidget(m_add, 7, 1, 1, 3);
    connect(m_name, &QLineEdit::textChanged, this, &TypedTeamPanel::changed);
    connect(m_add, &QPushButton::clicked, this, [this] { Q_EMIT teamReady(team()); });
    changed();
}

BloodyTeam TypedTeamPanel::team() const
{
    BloodyTeam t;
    t.team.name = m_name->text().trimmed();
    for (int i = 0; i < 5; ++i) {
        t.team.players << m_players[i]->text().trimmed();
        t.figures << m_figures[i]->text().trimmed();
        if (m_champion[i]->isChecked())
            t.team.champion = i;
    }
    return t;
}

void TypedTeamPanel::clear()
{
    m_name->clear();
    for (int i = 0; i < 5; ++i) {
        m_players[i]->clear();
        m_figures[i]->clear();
    }
    m_champion[0]->setChecked(true);
}

void TypedTeamPanel::changed()
{
    const RuleCheck ok = BloodyTeam::check(team());
    m_add->setEnabled(ok.allowed);
    m_add->setToolTip(ok.reason);
}

} // namespace dugout
