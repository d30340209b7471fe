#include "TeamScoreSide.h"

#include "RerollPips.h"
#include "TurnMarkers.h"
#include "core/match/MatchState.h"
#include "models/Palette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return Palette::mix(a, b, t);
}

QLabel *scaledLabel(QWidget *parent, FontScaler &fonts, qreal factor, bool bold)
{
    auto *label = new QLabel(parent);
    fonts.add(label, factor, bold);
    return label;
}

} // namespace

TeamScoreSide::TeamScoreSide(Side side, QWidget *parent)
    : QWidget(parent), m_side(side), m_color(Palette::color(Palette::Color::DefaultTeam)),
      m_name(scaledLabel(this, m_fonts, Palette::factor(Palette::Text::TeamName), true)),
      m_activeMark(scaledLabel(this, m_fonts, Palette::factor(Palette::Text::Marker), true)),
      m_turn(new TurnMarkers(this)), m_pips(new RerollPips(this)),
      m_rerollNote(scaledLabel(this, m_fonts, Palette::factor(Palette::Text::Larger), false)),
      m_flags(scaledLabel(this, m_fonts, Palette::factor(Palette::Text::Figures), false))
{
    const QString prefix = side == Side::Home ? u"home"_s : u"away"_s;
    setObjectName(prefix + u"ScoreSide"_s);
    m_name->setObjectName(prefix + u"TeamName"_s);
    m_activeMark->setObjectName(prefix + u"ActiveMark"_s);
    m_flags->setObjectName(prefix + u"Flags"_s);
    m_rerollNote->setObjectName(prefix + u"RerollNote"_s);
    m_turn->setObjectName(prefix + u"TurnMarkers"_s);
    m_pips->setObjectName(prefix + u"RerollPips"_s);
    // What's This (Shift+F1, issue 22.5): what each part of a team's side of the scoreboard says.
    m_name->setWhatsThis(tr("The team's name, in its colour. The side whose turn it is carries "
                            "the active mark beside it."));
    m_activeMark->setWhatsThis(tr("Marks the team whose turn it is: the team the action "
                                  "buttons and the shirt-number keys act for."));
    m_flags->setWhatsThis(tr("What the team has already done this turn: its Blitz, Pass, "
                             "Hand-off and Foul (one of each a turn) and a re-roll used."));
    m_rerollNote->setWhatsThis(tr("Why a re-roll cannot be used now, when it cannot."));
    m_turn->setWhatsThis(tr("The team's turn marker: eight turns a half, the current one "
                            "highlighted. Start turn moves it."));
    m_pips->setWhatsThis(tr("The team's re-rolls left this half, one pip each (a Leader re-roll "
                            "apart); a used one goes dark."));
    m_name->setMinimumWidth(1); // a long name is cut rather than pushing the score away
    m_fonts.add(m_turn, Palette::factor(Palette::Text::Marker));
    m_fonts.add(m_pips, Palette::factor(Palette::Text::Emphasis));

    const Qt::Alignment align =
        (side == Side::Home ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
    m_name->setAlignment(align);
    m_flags->setAlignment(align);
    m_flags->setTextFormat(Qt::RichText);
    // Both sides share the width evenly whatever their names, around the score.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setMinimumWidth(240);

    auto *nameRow = new QHBoxLayout;
    auto *turnRow = new QHBoxLayout;
    auto *rerollRow = new QHBoxLayout;
    auto *turnLabel = scaledLabel(this, m_fonts, Palette::factor(Palette::Text::Figures), false);
    turnLabel->setText(tr("Turn"));
    auto *rerollLabel = scaledLabel(this, m_fonts, Palette::factor(Palette::Text::Figures), false);
    rerollLabel->setText(tr("Re-rolls"));
    m_labels = {turnLabel, rerollLabel};
    if (side == Side::Home) {
        nameRow->addWidget(m_activeMark);
        nameRow->addWidget(m_name, 1);
        turnRow->addWidget(turnLabel);
        turnRow->addWidget(m_turn);
        turnRow->addStretch();
        rerollRow->addWidget(rerollLabel);
        rerollRow->addWidget(m_pips);
        rerollRow->addWidget(m_rerollNote);
        rerollRow->addStretch();
    } else {
        nameRow->addWidget(m_name, 1);
        nameRow->addWidget(m_activeMark);
        turnRow->addStretch();
        turnRow->addWidget(turnLabel);
        turnRow->addWidget(m_turn);
        rerollRow->addStretch();
        rerollRow->addWidget(m_rerollNote);
        rerollRow->addWidget(rerollLabel);
        rerollRow->addWidget(m_pips);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 8, 16, 10);
    layout->setSpacing(4);
    layout->addLayout(nameRow);
    layout->addLayout(turnRow);
    layout->addLayout(rerollRow);
    layout->addWidget(m_flags);
    applyColors();
}

void TeamScoreSide::setColor(const QString &color)
{
    m_color = Palette::teamColor(color);
    applyColors();
}

QColor TeamScoreSide::textColor() const
{
    if (!m_active)
        return palette().color(QPalette::WindowText);
    return Palette::textOn(m_color);
}

void TeamScoreSide::applyColors()
{
    const QColor text = textColor();
    for (QLabel *label : {m_name, m_activeMark, m_rerollNote, m_flags}) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, text);
        label->setPalette(p);
    }
    for (QLabel *label : std::as_const(m_labels)) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, text);
        label->setPalette(p);
    }
    // On the active side the dots are drawn in the text colour over the team colour; on the
    // other side in the team colour.
    const QColor filled = m_active ? text : m_color;
    m_turn->setColors(filled, text);
    m_pips->setColors(filled, text);
    update();
}

void TeamScoreSide::setState(const TeamMatchState &team, bool active)
{
    m_active = active;
    m_name->setText(team.name);
    m_name->setToolTip(team.name);
    //: Marks the team whose turn it is on the scoreboard; the arrow points at the team's name.
    m_activeMark->setText(active ? (m_side == Side::Home ? tr("▶ ACTIVE") : tr("ACTIVE ◀"))
                                 : QString());
    m_activeMark->setVisible(active);
    m_turn->setTurn(team.turn);
    m_pips->setRerolls(team.rerolls, team.rerollsTotal);
    QStringList notes;
    if (team.rerollUsedThisTurn)
        notes << tr("used this turn ✓");
    if (team.leaderReroll)
        notes << tr("Leader ✓");
    m_rerollNote->setText(notes.join(u"   "_s));
    const auto flag = [](const QString &name, bool used) {
        return used ? u"<b>%1 ✓</b>"_s.arg(name.toHtmlEscaped())
                    : u"%1 ·"_s.arg(name.toHtmlEscaped());
    };
    m_flags->setText(QStringList{flag(tr("Blitz"), team.blitzUsed), flag(tr("Pass"), team.passUsed),
                                 flag(tr("Hand-off"), team.handOffUsed),
                                 flag(tr("Foul"), team.foulUsed)}
                         .join(u"&nbsp;&nbsp;&nbsp;"_s));
    applyColors();
}

void TeamScoreSide::setScale(qreal scale)
{
    m_fonts.setScale(scale);
    m_turn->updateGeometry();
    m_pips->updateGeometry();
}

QString TeamScoreSide::nameText() const
{
    return m_name->text();
}

QString TeamScoreSide::flagsText() const
{
    QString plain = m_flags->text();
    plain.replace(u"&nbsp;"_s, u" "_s);
    plain.remove(u"<b>"_s);
    plain.remove(u"</b>"_s);
    return plain;
}

QString TeamScoreSide::rerollText() const
{
    return tr("%1 left").arg(m_pips->left()) +
           (m_rerollNote->text().isEmpty() ? QString() : u", "_s + m_rerollNote->text());
}

void TeamScoreSide::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QColor window = palette().color(QPalette::Window);
    if (m_active) {
        painter.fillRect(rect(), m_color);
        painter.fillRect(QRect(0, height() - 4, width(), 4), m_color.darker(140));
    } else {
        painter.fillRect(rect(), mix(window, m_color, 0.10));
    }
    // The outer edge carries the team colour on both sides.
    const int stripe = 8;
    const QRect edge = m_side == Side::Home ? QRect(0, 0, stripe, height())
                                            : QRect(width() - stripe, 0, stripe, height());
    painter.fillRect(edge, m_color.darker(m_active ? 130 : 100));
}

} // namespace dugout
