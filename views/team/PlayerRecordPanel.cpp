#include "PlayerRecordPanel.h"

#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "core/team/Player.h"
#include "models/Palette.h"
#include "models/TeamText.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString heading(const QString &title)
{
    return u"<b>%1</b><br>"_s.arg(title.toHtmlEscaped());
}

QString lines(const QString &text)
{
    return text.toHtmlEscaped().replace(u"\n"_s, u"<br>"_s);
}

QString skillList(const Ruleset &rules, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        const Skill *skill = rules.skill(id);
        names << (skill ? skill->name.current() : id).toHtmlEscaped();
    }
    return names.join(u", "_s);
}

QLabel *block(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    return label;
}

} // namespace

PlayerRecordPanel::PlayerRecordPanel(QAction *advance, QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_identity(block(this)), m_skills(block(this)),
      m_spp(block(this)), m_injuries(block(this)), m_advance(new QToolButton(this))
{
    setObjectName(u"playerRecord"_s);
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * Palette::factor(Palette::Text::Emphasis));
    font.setBold(true);
    m_title->setFont(font);
    m_advance->setDefaultAction(advance);
    m_advance->setToolButtonStyle(Qt::ToolButtonTextOnly);

    // Four blocks side by side under the roster, so the table keeps the whole width.
    auto *blocks = new QHBoxLayout;
    blocks->setSpacing(24);
    blocks->addWidget(m_identity, 3);
    blocks->addWidget(m_skills, 3);
    blocks->addWidget(m_spp, 3);
    auto *last = new QVBoxLayout;
    last->addWidget(m_injuries);
    last->addWidget(m_advance, 0, Qt::AlignLeft);
    last->addStretch();
    blocks->addLayout(last, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_title);
    layout->addLayout(blocks, 1);
}

void PlayerRecordPanel::setPlayer(const Player *player, const Ruleset &rules)
{
    const Position *position = player ? rules.position(player->positionId) : nullptr;
    if (!player || !position) {
        m_title->setText(tr("No player selected"));
        m_identity->setText(tr("Pick a player in the roster to see the record."));
        for (QLabel *label : {m_skills, m_spp, m_injuries})
            label->clear();
        m_advance->hide();
        return;
    }
    m_title->setText(tr("#%1 %2").arg(player->number).arg(player->name));

    // Characteristics now, and the position's starting values under them.
    QString head, now, start;
    for (StatHeaders::Stat stat :
         {StatHeaders::Ma, StatHeaders::St, StatHeaders::Ag, StatHeaders::Av}) {
        head += u"<th width='34'>%1</th>"_s.arg(StatHeaders::abbreviation(stat));
        const int value = TeamText::stat(*player, *position, stat);
        const int initial = TeamText::startingStat(*position, stat);
        const QString color = value > initial   ? Palette::css(Palette::Color::Gain)
                              : value < initial ? Palette::css(Palette::Color::Loss)
                                                : QString();
        now += color.isEmpty()
                   ? u"<td align='center'><b>%1</b></td>"_s.arg(value)
                   : u"<td align='center'><b><font color='%2'>%1</font></b></td>"_s.arg(value).arg(
                         color);
        start += u"<td align='center'>%1</td>"_s.arg(initial);
    }
    m_identity->setText(
        u"%1 · %2"_s.arg(position->name.current().toHtmlEscaped(),
                         tr("Value %1").arg(formatGold(player->value(rules))).toHtmlEscaped()) +
        u"<table cellspacing='0' cellpadding='1'><tr><th></th>%1</tr><tr><td>%2&nbsp;</td>%3</tr>"
        "<tr><td>%4&nbsp;</td>%5</tr></table>"_s.arg(head, tr("Now"), now, tr("Start"), start));

    QStringList skillLines;
    QStringList starting = position->skills;
    if (player->journeyman && !starting.contains(u"loner"_s))
        starting << u"loner"_s;
    if (!starting.isEmpty())
        skillLines << tr("Starting: %1").arg(skillList(rules, starting));
    QStringList normal, onDouble;
    for (const GainedSkill &gained : player->gainedSkills)
        (gained.onDouble ? onDouble : normal) << gained.skillId;
    if (!normal.isEmpty())
        skillLines
            << tr("Gained %1: %2").arg(TeamText::gainedMark(false), skillList(rules, normal));
    if (!onDouble.isEmpty())
        skillLines << tr("Gained on a double %1: %2")
                          .arg(TeamText::gainedMark(true), skillList(rules, onDouble));
    m_skills->setText(heading(tr("Skills")) +
                      (skillLines.isEmpty() ? tr("None") : skillLines.join(u"<br>"_s)));

    //: Career figures: completions, touchdowns, interceptions, casualties, MVP awards.
    const QString career = tr("COMP %1 · TD %2 · INT %3 · CAS %4 · MVP %5")
                               .arg(player->completions)
                               .arg(player->touchdowns)
                               .arg(player->interceptions)
                               .arg(player->casualties)
                               .arg(player->mvps);
    m_spp->setText(heading(tr("Star player points")) + lines(TeamText::sppTooltip(rules, *player)) +
                   u"<br>"_s + career.toHtmlEscaped() + u"<br>"_s +
                   tr("Matches played: %1").arg(player->matchesPlayed));

    const QString injuries = TeamText::injuriesInWords(*player);
    m_injuries->setText(heading(tr("Injuries")) +
                        (injuries.isEmpty()
                             ? tr("None")
                             : u"<font color='#b3261e'>%1</font>"_s.arg(lines(injuries))));
    m_advance->setVisible(player->pendingAdvancements(rules) > 0);
}

QString PlayerRecordPanel::text() const
{
    QStringList parts{m_title->text()};
    for (QLabel *label : {m_identity, m_skills, m_spp, m_injuries}) {
        QTextDocument document;
        document.setHtml(label->text());
        parts << document.toPlainText();
    }
    return parts.join(u'\n');
}

} // namespace dugout
