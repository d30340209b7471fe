#include "PostMatchPreviewPage.h"

#include "ChaosGiftsPanel.h"
#include "TeamBand.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"
#include "models/TeamText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString row(const QString &label, const QString &value)
{
    return u"<tr><td style='padding-right:12px'>%1</td><td>%2</td></tr>"_s.arg(
        label.toHtmlEscaped(), value);
}

QString change(const QString &before, const QString &after)
{
    return before == after ? after.toHtmlEscaped()
                           : u"%1 → <b>%2</b>"_s.arg(before.toHtmlEscaped(), after.toHtmlEscaped());
}

// The player who wore `number`: the active one, else the latest who left (a dead MVP).
const Player *playerWearing(const Team &team, int number)
{
    if (const Player *active = team.playerByNumber(number))
        return active;
    for (auto it = team.players.crbegin(); it != team.players.crend(); ++it) {
        if (it->number == number)
            return &*it;
    }
    return nullptr;
}

// The MVP by his id when the team is stored (a number may have been worn by others).
const Player *playerWithId(const Team &team, qint64 id)
{
    for (const Player &player : team.players) {
        if (id != 0 && player.id == id)
            return &player;
    }
    return nullptr;
}

QString paragraphs(const QStringList &lines)
{
    QString html;
    for (const QString &line : lines)
        html += u"<p style='margin:0 0 3px 0'>%1</p>"_s.arg(line.toHtmlEscaped());
    return html;
}

} // namespace

PostMatchPreviewPage::PostMatchPreviewPage(const Ruleset &rules, QWidget *parent)
    : QWidget(parent), m_rules(rules), m_rerollWinnings(new QCheckBox(this)),
      m_rerollAll(new QPushButton(tr("Re-roll all dice"), this)), m_match(new QLabel(this))
{
    setObjectName(u"postMatchPreview"_s);
    m_rerollWinnings->setObjectName(u"rerollWinnings"_s);
    m_rerollWinnings->setText(tr("The winner re-rolls the winnings die"));
    connect(m_rerollWinnings, &QCheckBox::toggled, this,
            &PostMatchPreviewPage::rerollWinningsToggled);
    m_rerollAll->setObjectName(u"rerollAll"_s);
    m_rerollAll->setAutoDefault(false);
    m_rerollAll->setToolTip(tr("Roll again every die Dugout rolled; the dice you typed stay"));
    connect(m_rerollAll, &QPushButton::clicked, this, &PostMatchPreviewPage::rerollAllRequested);
    m_match->setObjectName(u"previewMatch"_s);
    m_match->setWordWrap(true);
    QFont bold = m_match->font();
    bold.setBold(true);
    m_match->setFont(bold);

    auto *options = new QHBoxLayout;
    options->addWidget(m_match, 1);
    options->addWidget(m_rerollWinnings);
    options->addSpacing(12);
    options->addWidget(m_rerollAll);

    m_home = makeColumn(Side::Home);
    m_away = makeColumn(Side::Away);
    auto *columns = new QHBoxLayout;
    columns->setSpacing(16);
    for (const Column *c : {&m_home, &m_away}) {
        auto *layout = new QVBoxLayout;
        layout->addWidget(c->band);
        layout->addWidget(c->summary);
        layout->addWidget(c->journeymenTitle);
        layout->addWidget(c->journeymen);
        layout->addWidget(c->freeTitle);
        layout->addLayout(c->freeRow);
        layout->addWidget(c->gifts);
        layout->addWidget(c->log, 1);
        columns->addLayout(layout, 1);
    }

    auto *note = new QLabel(
        tr("Nothing is stored until you confirm. Advancement rolls earned in this match then "
           "wait on the players: the coaches resolve them in the Teams area with Advance."),
        this);
    note->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(options);
    layout->addLayout(columns, 1);
    layout->addWidget(note);
}

PostMatchPreviewPage::Column PostMatchPreviewPage::makeColumn(Side side)
{
    const QString key = side == Side::Home ? u"home"_s : u"away"_s;
    Column c;
    c.band = new TeamBand(this);
    c.summary = new QLabel(this);
    c.summary->setObjectName(key + u"Summary"_s);
    c.summary->setTextFormat(Qt::RichText);
    c.summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    c.summary->setContentsMargins(4, 4, 4, 4);
    c.journeymenTitle =
        new QLabel(tr("Journeymen to hire for good (the others are released):"), this);
    c.journeymen = new QListWidget(this);
    c.journeymen->setObjectName(key + u"Journeymen"_s);
    c.journeymen->setMaximumHeight(c.journeymen->fontMetrics().height() * 3 + 16);
    connect(c.journeymen, &QListWidget::itemChanged, this,
            &PostMatchPreviewPage::journeymenChanged);
    c.freeTitle = new QLabel(this);
    c.freeTitle->setObjectName(key + u"FreeJourneymenTitle"_s);
    c.freeTitle->setWordWrap(true);
    c.freeTitle->hide();
    c.freeRow = new QHBoxLayout;
    c.gifts = new ChaosGiftsPanel(m_rules, key, this);
    connect(c.gifts, &ChaosGiftsPanel::changed, this, &PostMatchPreviewPage::chaosGiftsChanged);
    c.log = new QTextBrowser(this);
    c.log->setObjectName(key + u"Log"_s);
    c.log->setOpenLinks(false);
    return c;
}

void PostMatchPreviewPage::setTeams(const Team &home, const Team &away)
{
    m_teamNames[0] = home.name;
    m_teamNames[1] = away.name;
    m_home.band->setTeam(home, m_rules, false);
    m_away.band->setTeam(away, m_rules, false);
    fillJourneymen(m_home, home);
    fillJourneymen(m_away, away);
}

void PostMatchPreviewPage::fillJourneymen(Column &c, const Team &team)
{
    const QSignalBlocker blocker(c.journeymen);
    c.journeymen->clear();
    for (const Player &player : team.players) {
        if (!player.isActive() || !player.journeyman)
            continue;
        const Position *position = m_rules.position(player.positionId);
        //: A journeyman to hire for good: number, name, position, price.
        auto *item =
            new QListWidgetItem(tr("#%1 %2 (%3, %4)")
                                    .arg(player.number)
                                    .arg(player.name)
                                    .arg(position ? position->name.current() : player.positionId)
                                    .arg(formatGold(position ? position->cost : 0)),
                                c.journeymen);
        item->setData(Qt::UserRole, player.number);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    const bool any = c.journeymen->count() > 0;
    c.journeymenTitle->setVisible(any);
    c.journeymen->setVisible(any);
}

void PostMatchPreviewPage::setWinner(std::optional<Side> winner)
{
    m_rerollWinnings->setEnabled(winner.has_value());
    if (winner) {
        m_rerollWinnings->setText(
            tr("%1 re-rolls the winnings die").arg(m_teamNames[*winner == Side::Home ? 0 : 1]));
        m_rerollWinnings->setToolTip(tr(
            "The winner may re-roll the D6 of its winnings once, and must keep the second roll"));
    } else {
        m_rerollWinnings->setText(tr("The winner re-rolls the winnings die"));
        m_rerollWinnings->setToolTip(tr("A draw: no team may re-roll its winnings die"));
    }
    // Only a winner receives Chaos gifts: choices made for the other side no longer hold.
    for (Side side : {Side::Home, Side::Away}) {
        if (winner != side)
            column(side).gifts->clearChoices();
    }
}

bool PostMatchPreviewPage::rerollWinnings() const
{
    return m_rerollWinnings->isEnabled() && m_rerollWinnings->isChecked();
}

QList<int> PostMatchPreviewPage::hireJourneymen(Side side) const
{
    QList<int> numbers;
    const QListWidget *list = column(side).journeymen;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            numbers << list->item(i)->data(Qt::UserRole).toInt();
    }
    return numbers;
}

bool PostMatchPreviewPage::setHireJourneyman(Side side, int number, bool hire)
{
    QListWidget *list = column(side).journeymen;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toInt() == number) {
            list->item(i)->setCheckState(hire ? Qt::Checked : Qt::Unchecked);
            return true;
        }
    }
    return false;
}

QString PostMatchPreviewPage::summaryHtml(const PostMatchResult &result, Side side) const
{
    const PostMatchTeamSummary &s = result.teamSummary(side);
    const Team &after = result.team(side);
    QString html = u"<table cellspacing='0' cellpadding='1'>"_s;
    html += row(tr("Treasury"), change(formatGold(s.treasuryBefore), formatGold(s.treasuryAfter)));
    //: Gold won after the match; %1 is e.g. "+60,000 gp".
    html += row(tr("Winnings"), QString(u"+"_s + formatGold(s.winnings)).toHtmlEscaped());
    html += row(tr("Expenses"),
                (s.expenses > 0 ? QString(u"−"_s + formatGold(s.expenses)) : formatGold(0))
                    .toHtmlEscaped());
    if (s.inducementGold > 0)
        html += row(tr("Petty cash spent"),
                    QString(u"−"_s + formatGold(s.inducementGold)).toHtmlEscaped());
    // Where the inducements' gold went (l.3614–3643): petty cash not spent comes back, the
    // handicap not spent is lost.
    if (s.pettyCashReturned > 0)
        html += row(tr("Petty cash back"),
                    QString(u"+"_s + formatGold(s.pettyCashReturned)).toHtmlEscaped());
    if (s.handicap > 0)
        //: The weaker team's handicap: "500,000 gp, 60,000 gp not spent (lost)".
        html += row(tr("Handicap"), tr("%1, %2 not spent (lost)")
                                        .arg(formatGold(s.handicap), formatGold(s.handicapLost))
                                        .toHtmlEscaped());
    //: Gate and FAME of a team: "12,000 fans · FAME +1".
    html +=
        row(tr("Gate"),
            tr("%1 fans · FAME %2").arg(QLocale().toString(s.fans)).arg(s.fame).toHtmlEscaped());
    html += row(tr("Fan factor"),
                change(QString::number(s.fanFactorBefore), QString::number(s.fanFactorAfter)));
    html +=
        row(tr("Team value"), change(formatGold(s.teamValueBefore), formatGold(s.teamValueAfter)));

    QStringList mvps;
    for (int i = 0; i < int(s.mvpNumbers.size()); ++i) {
        const int number = s.mvpNumbers.at(i);
        const Player *player = playerWithId(after, s.mvpPlayerIds.value(i));
        if (!player)
            player = playerWearing(after, number);
        if (number == 0)
            mvps << tr("an induced player (lost)");
        else
            mvps << (player ? tr("#%1 %2").arg(number).arg(player->name) : tr("#%1").arg(number));
    }
    html += row(tr("MVP"), (mvps.isEmpty() ? tr("none") : mvps.join(u", "_s)).toHtmlEscaped());

    QStringList pending;
    for (const Player &player : after.players) {
        const int rolls = player.isActive() ? player.pendingAdvancements(m_rules) : 0;
        if (rolls > 0)
            pending << tr("#%1 %2 %3%4")
                           .arg(player.number)
                           .arg(player.name, TeamText::pendingMark())
                           .arg(rolls);
    }
    html += row(tr("Advancement rolls"),
                (pending.isEmpty() ? tr("none") : pending.join(u", "_s)).toHtmlEscaped());
    html += u"</table>"_s;
    return html;
}

void PostMatchPreviewPage::showResult(const PostMatchResult &result)
{
    QStringList match, lines[2];
    for (const PostMatchLine &line : result.log) {
        if (!line.side)
            match << line.text;
        else
            lines[*line.side == Side::Home ? 0 : 1] << line.text;
    }
    m_match->setText(match.join(u"  "_s));
    for (Side side : {Side::Home, Side::Away}) {
        const Column &c = column(side);
        c.summary->setText(summaryHtml(result, side));
        c.log->setHtml(paragraphs(lines[side == Side::Home ? 0 : 1]));
        fillFreeJourneymen(side, result);
        c.gifts->showDraws(result.teamSummary(side));
    }
}

void PostMatchPreviewPage::resetFreeJourneymen()
{
    m_freeChoice[0].reset();
    m_freeChoice[1].reset();
}

// One box per journeyman the team may take, showing what the sequence did: the coach's
// choice, or the default it applied.
void PostMatchPreviewPage::fillFreeJourneymen(Side side, const PostMatchResult &result)
{
    Column &c = column(side);
    const PostMatchTeamSummary &s = result.teamSummary(side);
    // Later: this may run from a box's own signal (a choice re-runs the preview).
    for (QComboBox *box : std::as_const(c.freeBoxes)) {
        box->hide();
        c.freeRow->removeWidget(box);
        box->deleteLater();
    }
    c.freeBoxes.clear();
    const QString key = side == Side::Home ? u"home"_s : u"away"_s;
    for (int i = 0; i < s.freeJourneymenAllowed; ++i) {
        auto *box = new QComboBox(this);
        box->setObjectName(key + u"FreeJourneyman%1"_s.arg(i + 1));
        box->addItem(tr("No journeyman"), QString());
        for (const QString &positionId : s.freeJourneymenPositions) {
            const Position *position = m_rules.position(positionId);
            box->addItem(position ? position->name.current() : positionId, positionId);
        }
        box->setCurrentIndex(std::max(0, box->findData(s.freeJourneymenTaken.value(i))));
        box->setToolTip(tr(
            "A free journeyman with Loner, from a 0-16 or 0-12 position; the coach may decline"));
        connect(box, &QComboBox::currentIndexChanged, this,
                [this, side] { freeJourneymanChosen(side); });
        c.freeRow->addWidget(box);
        c.freeBoxes << box;
    }
    //: %n is how many free journeymen the team may take.
    c.freeTitle->setText(tr("Free journeymen to reach 11 players (the coach may take up to %n):",
                            nullptr, s.freeJourneymenAllowed));
    c.freeTitle->setVisible(s.freeJourneymenAllowed > 0);
}

void PostMatchPreviewPage::freeJourneymanChosen(Side side)
{
    QStringList chosen;
    for (const QComboBox *box : std::as_const(column(side).freeBoxes)) {
        if (!box->currentData().toString().isEmpty())
            chosen << box->currentData().toString();
    }
    m_freeChoice[side == Side::Home ? 0 : 1] = chosen;
    Q_EMIT journeymenChanged();
}

QString PostMatchPreviewPage::logText() const
{
    return QStringList{m_match->text(), m_home.log->toPlainText(), m_away.log->toPlainText()}.join(
        u'\n');
}

QString PostMatchPreviewPage::summaryText(Side side) const
{
    QTextDocument document;
    document.setHtml(column(side).summary->text());
    return document.toPlainText();
}

} // namespace dugout
