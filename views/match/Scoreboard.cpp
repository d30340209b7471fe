#include "Scoreboard.h"

#include "MatchClock.h"
#include "TeamScoreSide.h"
#include "TurnTimer.h"
#include "core/match/MatchSetup.h"
#include "core/match/MatchState.h"
#include "models/MatchText.h"
#include "models/Palette.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QLabel *headerLabel(QWidget *parent, FontScaler &fonts, const QString &name, bool bold)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    fonts.add(label, Palette::factor(Palette::Text::Marker), bold);
    return label;
}

// The score, about four lines of text high.
const qreal ScoreFactor = Palette::factor(Palette::Text::Score);

} // namespace

Scoreboard::Scoreboard(QWidget *parent)
    : QWidget(parent), m_header(new QHBoxLayout),
      m_half(headerLabel(this, m_fonts, u"halfLabel"_s, true)),
      m_weather(headerLabel(this, m_fonts, u"weatherLabel"_s, false)),
      m_kickOff(headerLabel(this, m_fonts, u"kickOffLabel"_s, false)),
      m_phase(headerLabel(this, m_fonts, u"phaseLabel"_s, false)), m_timer(new TurnTimer(this)),
      m_clock(new MatchClock(this)), m_home(new TeamScoreSide(Side::Home, this)),
      m_score(new QLabel(this)), m_away(new TeamScoreSide(Side::Away, this))
{
    setObjectName(u"scoreboard"_s);
    m_score->setObjectName(u"scoreLabel"_s);
    m_score->setWhatsThis(tr("The score, home team first. A touchdown entered with T changes it; "
                             "Undo takes it back."));
    setWhatsThis(tr("The scoreboard, readable from beside the pitch: both teams, the score, "
                    "the half and turn, the weather, and the optional turn timer and match "
                    "clock."));
    m_fonts.add(m_score, ScoreFactor, true);
    m_score->setAlignment(Qt::AlignCenter);
    m_score->setMinimumWidth(QFontMetrics(m_score->font()).horizontalAdvance(u"88 : 88"_s) + 24);
    m_weather->setToolTip(tr("Weather"));
    m_phase->setMinimumWidth(1); // the first to give way on a narrow screen
    m_kickOff->setToolTip(tr("Kick-off result of this drive"));

    QHBoxLayout *header = m_header;
    header->setSpacing(18);
    header->addWidget(m_half);
    header->addWidget(m_weather);
    header->addWidget(m_kickOff);
    header->addWidget(m_phase);
    header->addStretch();
    header->addWidget(m_clock);
    header->addSpacing(12);
    header->addWidget(m_timer);

    auto *teams = new QHBoxLayout;
    teams->setSpacing(0);
    teams->addWidget(m_home, 1);
    teams->addWidget(m_score);
    teams->addWidget(m_away, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addLayout(teams);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void Scoreboard::setMatch(const Ruleset &rules, const MatchSetup &setup, const MatchState &state)
{
    m_half->setText(MatchText::halfName(state.half).toUpper());
    //: Scoreboard header; %1 is the weather ("Nice").
    m_weather->setText(tr("Weather: %1").arg(MatchText::weatherName(rules, state.weatherId)));
    //: Scoreboard header; %1 is the kick-off result of the drive ("Blitz!").
    m_kickOff->setText(tr("Kick-off: %1").arg(MatchText::kickOffName(rules, state.kickOffId)));
    m_phase->setText(u"· "_s + MatchText::phaseName(state.phase));
    m_home->setColor(setup.home.color);
    m_away->setColor(setup.away.color);
    const bool playing = state.phase == MatchPhase::Turn || state.phase == MatchPhase::AwaitTurn;
    m_home->setState(state.home, playing && state.active == Side::Home);
    m_away->setState(state.away, playing && state.active == Side::Away);
    m_score->setText(u"%1 : %2"_s.arg(state.home.score).arg(state.away.score));
}

void Scoreboard::setScale(qreal scale)
{
    m_fonts.setScale(scale);
    m_score->setMinimumWidth(QFontMetrics(m_score->font()).horizontalAdvance(u"88 : 88"_s) + 24);
    m_home->setScale(scale);
    m_away->setScale(scale);
    m_timer->setScale(scale);
    m_clock->setScale(scale);
}

void Scoreboard::addLeadingWidget(QWidget *widget)
{
    widget->setParent(this);
    m_header->insertWidget(0, widget);
}

QString Scoreboard::scoreText() const
{
    return m_score->text();
}

QString Scoreboard::halfText() const
{
    return m_half->text();
}

QString Scoreboard::weatherText() const
{
    return m_weather->text();
}

QString Scoreboard::kickOffText() const
{
    return m_kickOff->text();
}

} // namespace dugout
