#include "LeagueHeader.h"

#include "core/league/League.h"
#include "models/LeagueText.h"
#include "models/Palette.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
// The pitch: a league's band is grass green, so it never looks like one of its teams.
const QColor Band = Palette::color(Palette::Color::LeagueBand);
} // namespace

LeagueHeader::LeagueHeader(QWidget *parent)
    : QWidget(parent), m_name(new QLabel(this)), m_details(new QLabel(this)),
      m_options(new QLabel(this))
{
    setObjectName(u"leagueHeader"_s);
    m_name->setObjectName(u"leagueHeaderName"_s);
    m_details->setObjectName(u"leagueHeaderDetails"_s);
    m_options->setObjectName(u"leagueHeaderOptions"_s);
    m_name->setFont(Palette::font(m_name->font(), Palette::Text::BandTitle, true));
    m_options->setWordWrap(true);
    QPalette palette = this->palette();
    palette.setColor(QPalette::WindowText, Palette::color(Palette::Color::LightText));
    for (QLabel *label : {m_name, m_details})
        label->setPalette(palette);
    palette.setColor(QPalette::WindowText, Palette::color(Palette::Color::LeagueBandText));
    m_options->setPalette(palette);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 8, 14, 10);
    layout->setSpacing(2);
    layout->addWidget(m_name);
    layout->addWidget(m_details);
    layout->addWidget(m_options);
}

void LeagueHeader::setLeague(const League &league, const Season *season, int played, int fixtures)
{
    m_name->setText(league.name);
    QStringList details;
    if (!league.commissioner.isEmpty())
        details << tr("Commissioner: %1").arg(league.commissioner);
    details << tr("%n team(s)", nullptr, static_cast<int>(league.teamIds.size()));
    if (season) {
        details
            << (fixtures > 0
                    ? tr("%1: %2 of %3 fixtures played").arg(season->name).arg(played).arg(fixtures)
                    : tr("%1: no fixture yet").arg(season->name));
    }
    m_details->setText(details.join(u"  ·  "_s));
    m_options->setText(LeagueText::optionsSummary(league.options));
    m_options->setToolTip(tr("Tie-breakers: %1").arg(LeagueText::tieBreakers(league.options)));
}

QString LeagueHeader::title() const
{
    return m_name->text();
}

QString LeagueHeader::optionsSummary() const
{
    return m_options->text();
}

void LeagueHeader::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Band);
    // A chalk line along the foot, like the edge of the pitch.
    painter.fillRect(QRect(0, height() - 3, width(), 3), Band.darker(130));
    painter.fillRect(QRect(0, height() - 4, width(), 1),
                     Palette::color(Palette::Color::LeagueBandEdge));
}

} // namespace dugout
