#include "BracketTab.h"

#include "models/TournamentText.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

BracketTab::BracketTab(std::shared_ptr<const Ruleset> rules, QWidget *parent)
    : QWidget(parent), m_rules(std::move(rules))
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"bracketSummary"_s);
    m_summary->setWordWrap(true);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(u"bracketScroll"_s);
    m_scroll->setWidgetResizable(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_scroll, 1);
}

QString BracketTab::sideText(qint64 entrantId, int seed, qint64 winnerId) const
{
    if (entrantId == 0)
        return tr("to be decided").toHtmlEscaped();
    QString text = u"[%1] %2"_s.arg(seed)
                       .arg(TournamentText::coach(m_tournament, entrantId, *m_rules))
                       .toHtmlEscaped();
    return entrantId == winnerId ? u"<b>"_s + text + u"</b>"_s : text;
}

void BracketTab::fill(QGridLayout *grid, const QList<QList<KnockoutMatch>> &stages,
                      const QString &prefix)
{
    const int stageCount = int(stages.size());
    const int rows = int(stages.first().size()) * 2; // two grid rows per first-stage game
    for (int s = 0; s < stageCount; ++s) {
        const QList<KnockoutMatch> &stage = stages.at(s);
        auto *head = new QLabel(tr("%1 — round %2")
                                    .arg(KnockoutBracket::stageName(s + 1, stageCount))
                                    .arg(stage.first().round),
                                grid->parentWidget());
        QFont bold = head->font();
        bold.setBold(true);
        head->setFont(bold);
        grid->addWidget(head, 0, s, Qt::AlignHCenter);
        const int span = rows / int(stage.size());
        for (const KnockoutMatch &m : stage) {
            auto *box = new QLabel(grid->parentWidget());
            box->setObjectName(u"%1Stage%2Game%3"_s.arg(prefix).arg(m.stage).arg(m.slot + 1));
            box->setFrameShape(QFrame::StyledPanel);
            box->setTextFormat(Qt::RichText);
            box->setMargin(4);
            QString score;
            if (m.bye)
                score = tr("bye");
            else if (m.stored)
                score = TournamentText::score(m.game).toHtmlEscaped() +
                        (m.game.played ? QString() : u" "_s + tr("(table %1)").arg(m.game.table));
            QString text = sideText(m.homeId, m.homeSeed, m.winnerId) + u"<br>"_s +
                           (m.bye ? u"—"_s : sideText(m.awayId, m.awaySeed, m.winnerId));
            if (!score.isEmpty())
                text += u"<br><i>"_s + score + u"</i>"_s;
            box->setText(text);
            grid->addWidget(box, 1 + m.slot * span, s, span, 1, Qt::AlignVCenter);
        }
    }
}

void BracketTab::setTournament(const Tournament &tournament)
{
    m_tournament = tournament;
    const KnockoutBracket bracket = KnockoutBracket::build(tournament);
    auto *content = new QWidget;
    content->setObjectName(u"bracketContent"_s);
    auto *layout = new QVBoxLayout(content);
    if (!bracket.note().isEmpty()) {
        m_summary->setText(bracket.note());
    } else if (bracket.main().isEmpty()) {
        m_summary->setText(tr("A knockout needs at least two coaches: register them on the "
                              "Coaches tab."));
    } else {
        const int places = int(bracket.main().first().size()) * 2;
        const int coaches = int(bracket.seeds().size());
        QString summary =
            tr("%n coach(es) in a bracket of %1 places", nullptr, coaches).arg(places) + u", "_s +
            tr("%n bye(s) to the top seeds.", nullptr, places - coaches);
        if (const qint64 champion = bracket.champion())
            summary += u" "_s +
                       tr("Winner: %1.").arg(TournamentText::coach(tournament, champion, *m_rules));
        if (tournament.roundsPaired() == 0)
            summary += u" "_s + (tournament.rules.knockout.seeding == KnockoutSeeding::Draw
                                     ? tr("Seeded by a draw; nothing is played yet.")
                                     : tr("Seeded in the order of registration; nothing is "
                                          "played yet."));
        m_summary->setText(summary);
        auto *main = new QWidget(content);
        main->setObjectName(u"mainBracket"_s);
        auto *grid = new QGridLayout(main);
        fill(grid, bracket.main(), u"main"_s);
        layout->addWidget(main);
        if (tournament.rules.knockout.consolation) {
            auto *title = new QLabel(tr("Consolation bracket"), content);
            QFont bold = title->font();
            bold.setBold(true);
            title->setFont(bold);
            layout->addWidget(title);
            if (!bracket.consolation().isEmpty()) {
                auto *consolation = new QWidget(content);
                consolation->setObjectName(u"consolationBracket"_s);
                auto *consolationGrid = new QGridLayout(consolation);
                fill(consolationGrid, bracket.consolation(), u"consolation"_s);
                layout->addWidget(consolation);
                if (const qint64 winner = bracket.consolationWinner())
                    layout->addWidget(
                        new QLabel(tr("Consolation winner: %1.")
                                       .arg(TournamentText::coach(tournament, winner, *m_rules)),
                                   content));
            } else {
                auto *note = new QLabel(bracket.consolationNote(), content);
                note->setObjectName(u"consolationNote"_s);
                layout->addWidget(note);
            }
        }
    }
    layout->addStretch(1);
    m_scroll->setWidget(content); // deletes the previous drawing
}

} // namespace dugout
