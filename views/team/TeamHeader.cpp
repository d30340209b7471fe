#include "TeamHeader.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/TeamRules.h"
#include "models/Palette.h"
#include "models/TeamText.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Black or white, whichever reads better on `background`.
QColor textColorOn(const QColor &background)
{
    return Palette::textOn(background);
}

} // namespace

TeamHeader::TeamHeader(QWidget *parent)
    : QWidget(parent), m_color(Palette::color(Palette::Color::DefaultTeam)),
      m_name(new QLabel(this)), m_details(new QLabel(this)), m_figures(new QLabel(this)),
      m_phase(new QLabel(this)), m_waiting(new QToolButton(this))
{
    setObjectName(u"teamHeader"_s);
    m_name->setObjectName(u"teamHeaderName"_s);
    m_details->setObjectName(u"teamHeaderDetails"_s);
    m_figures->setObjectName(u"teamHeaderFigures"_s);
    m_phase->setObjectName(u"teamHeaderPhase"_s);
    m_name->setFont(Palette::font(m_name->font(), Palette::Text::BandTitle, true));
    m_figures->setFont(Palette::font(m_figures->font(), Palette::Text::Figures));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_phase->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // A flat, underlined button on the band: it reads as a link and is one click to the roll.
    m_waiting->setObjectName(u"teamHeaderAdvancements"_s);
    m_waiting->setAutoRaise(true);
    m_waiting->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_waiting->setCursor(Qt::PointingHandCursor);
    m_waiting->setFocusPolicy(Qt::TabFocus);
    QFont link = m_waiting->font();
    link.setUnderline(true);
    m_waiting->setFont(link);
    m_waiting->setToolTip(tr("Roll the advancement of the first player waiting"));
    m_waiting->hide();
    connect(m_waiting, &QToolButton::clicked, this, &TeamHeader::advancementsRequested);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(14, 8, 14, 8);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_name, 0, 0);
    layout->addWidget(m_details, 1, 0);
    layout->addWidget(m_figures, 0, 1);
    layout->addWidget(m_phase, 1, 1);
    layout->addWidget(m_waiting, 1, 1, Qt::AlignRight | Qt::AlignVCenter);
    layout->setColumnStretch(0, 1);
}

void TeamHeader::setTeam(const Team &team, const Ruleset &rules)
{
    const TeamRules teamRules(rules);
    m_color = Palette::teamColor(team.color);
    QPalette palette = this->palette();
    palette.setColor(QPalette::WindowText, textColorOn(m_color));
    palette.setColor(QPalette::ButtonText, textColorOn(m_color));
    for (QLabel *label : {m_name, m_details, m_figures, m_phase})
        label->setPalette(palette);
    m_waiting->setPalette(palette);

    m_name->setText(team.name);
    const Roster *roster = rules.roster(team.rosterId);
    QStringList details{roster ? roster->name.current() : team.rosterId};
    if (!team.coach.isEmpty())
        details << tr("Coach: %1").arg(team.coach);
    m_details->setText(details.join(u"  ·  "_s));

    const qint64 gold = teamRules.goldLeft(team);
    const bool creation = team.phase == Team::Phase::Creation;
    const int players = static_cast<int>(team.activePlayers().size());
    //: Team value in the header band; %1 is e.g. "1,120k".
    QStringList figures{
        tr("TV <b>%1</b>").arg(TeamText::shortGold(teamRules.teamValue(team))),
        (creation ? tr("Gold left <b>%1</b>") : tr("Treasury <b>%1</b>")).arg(formatGold(gold)),
        tr("<b>%1</b> players").arg(players)};
    m_figures->setText(figures.join(u" &nbsp;·&nbsp; "_s));
    m_figures->setToolTip(
        creation
            ? tr("Budget %1, spent %2").arg(formatGold(team.budget), formatGold(team.budget - gold))
            : QString());

    if (creation) {
        const RuleCheck ready = teamRules.isReady(team);
        m_phase->setText(ready ? tr("Being built: ready to confirm")
                               : tr("Being built: %1").arg(ready.reason));
        m_waiting->hide();
    } else {
        int pending = 0;
        for (const Player *player : team.activePlayers())
            pending += player->pendingAdvancements(rules);
        m_phase->clear();
        m_waiting->setText(
            tr("%1 Advancement rolls waiting: %2").arg(TeamText::pendingMark()).arg(pending));
        m_waiting->setVisible(pending > 0);
    }
    update();
}

QString TeamHeader::title() const
{
    return m_name->text() + u" · "_s + m_details->text();
}

QString TeamHeader::summary() const
{
    QString text = m_figures->text();
    text.remove(u"<b>"_s).remove(u"</b>"_s).replace(u"&nbsp;"_s, u" "_s);
    return text.simplified();
}

void TeamHeader::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_color);
    // A slightly darker foot separates the band from the toolbar under it.
    painter.fillRect(QRect(0, height() - 3, width(), 3), m_color.darker(130));
}

} // namespace dugout
