#include "TeamBand.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/Team.h"
#include "core/team/TeamRules.h"
#include "models/Palette.h"
#include "models/TeamText.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

} // namespace

TeamBand::TeamBand(QWidget *parent)
    : QWidget(parent), m_color(Palette::color(Palette::Color::DefaultTeam)),
      m_name(new QLabel(this)), m_details(new QLabel(this)), m_layout(new QHBoxLayout(this))
{
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * Palette::factor(Palette::Text::SectionTitle));
    big.setBold(true);
    m_name->setFont(big);
    m_name->setObjectName(u"teamBandName"_s);
    m_details->setObjectName(u"teamBandDetails"_s);
    auto *names = new QVBoxLayout;
    names->setSpacing(0);
    names->addWidget(m_name);
    names->addWidget(m_details);
    m_layout->setContentsMargins(12, 6, 12, 8);
    m_layout->addLayout(names, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QColor TeamBand::textColor() const
{
    return Palette::textOn(m_color);
}

void TeamBand::setTeam(const Team &team, const Ruleset &rules, bool figures)
{
    m_color = Palette::teamColor(team.color);
    QPalette palette = this->palette();
    palette.setColor(QPalette::WindowText, textColor());
    m_name->setPalette(palette);
    m_details->setPalette(palette);
    m_name->setText(team.name);
    const Roster *roster = rules.roster(team.rosterId);
    QStringList details{roster ? roster->name.current() : team.rosterId};
    if (!team.coach.isEmpty())
        details << tr("Coach: %1").arg(team.coach);
    if (figures && team.phase == Team::Phase::Active) {
        //: Team value in a team's band; %1 is e.g. "1,120k".
        details << tr("TV %1").arg(TeamText::shortGold(TeamRules(rules).teamValue(team)))
                << tr("Treasury %1").arg(formatGold(team.ledgerBalance()));
    }
    m_details->setText(details.join(u"  ·  "_s));
    update();
}

void TeamBand::addTrailingWidget(QWidget *widget)
{
    widget->setParent(this);
    m_layout->addWidget(widget, 0, Qt::AlignVCenter);
}

QString TeamBand::name() const
{
    return m_name->text();
}

void TeamBand::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_color);
    painter.fillRect(QRect(0, height() - 3, width(), 3), m_color.darker(130));
}

} // namespace dugout
