#include "ScoreSheet.h"

#include "models/Palette.h"

#include <QGridLayout>
#include <QLabel>

using namespace dugout::bloodyball;

namespace dugout {

ScoreSheet::ScoreSheet(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("bloodyScoreSheet"));
    setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(8, 4, 8, 4);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(2);
    grid->addWidget(new QLabel(tr("Quarter"), this), 0, 0);
    for (int q = 0; q < Rules::Quarters; ++q) {
        auto *header = new QLabel(QString::number(q + 1), this);
        header->setAlignment(Qt::AlignCenter);
        grid->addWidget(header, 0, q + 1);
        m_quarterHeaders << header;
    }
    grid->addWidget(new QLabel(tr("Touchdowns"), this), 0, Rules::Quarters + 1);
    for (int t = 0; t < 2; ++t) {
        auto *name = new QLabel(this);
        name->setFont(Palette::font(font(), Palette::Text::Figures, true));
        grid->addWidget(name, t + 1, 0);
        m_names << name;
        QList<QLabel *> row;
        for (int q = 0; q < Rules::Quarters; ++q) {
            auto *cell = new QLabel(this);
            cell->setAlignment(Qt::AlignCenter);
            cell->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("▶ TD")) + 8);
            grid->addWidget(cell, t + 1, q + 1);
            row << cell;
        }
        m_cells << row;
        auto *score = new QLabel(this);
        score->setObjectName(QStringLiteral("bloodyScore%1").arg(t));
        score->setAlignment(Qt::AlignCenter);
        score->setFont(Palette::font(font(), Palette::Text::SectionTitle, true));
        grid->addWidget(score, t + 1, Rules::Quarters + 1);
        m_scores << score;
    }
    grid->setColumnStretch(Rules::Quarters + 2, 1);
    setToolTip(tr("▶ attacked in that quarter · TD scored the touchdown that ended it"));
}

void ScoreSheet::showGame(const Game *game)
{
    for (int t = 0; t < 2; ++t) {
        const TeamSetup *team = game ? &game->setup().teams[t] : nullptr;
        m_names[t]->setText(team ? team->name : QString());
        if (team)
            m_names[t]->setStyleSheet(
                QStringLiteral("color: %1").arg(Palette::teamColor(team->colour).name()));
        m_scores[t]->setText(game ? QString::number(game->state().teams[t].touchdowns) : QString());
        for (int q = 0; q < Rules::Quarters; ++q) {
            QString text;
            if (game && q < game->state().quarters.size()) {
                const QuarterRecord &record = game->state().quarters.at(q);
                if (record.attacker == t)
                    text = QStringLiteral("▶");
                if (record.scorer == t)
                    text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + tr("TD");
            }
            m_cells[t][q]->setText(text);
        }
    }
    for (int q = 0; q < Rules::Quarters; ++q) {
        QFont f = font();
        f.setBold(game && game->state().quarter == q + 1);
        m_quarterHeaders[q]->setFont(f);
    }
}

} // namespace dugout
