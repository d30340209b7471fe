#include "InducementBrowser.h"

#include "RulebookTableView.h"
#include "core/rules/Ruleset.h"
#include "models/InducementTableModel.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

InducementBrowser::InducementBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent)
    : QWidget(parent)
{
    auto *intro = new QLabel(
        tr("Before a match, the team with the lower team value receives the difference in "
           "gold to spend on inducements; both teams may also spend petty cash. Every "
           "inducement is lost after the match."),
        this);
    intro->setObjectName(u"inducementIntro"_s);
    intro->setWordWrap(true);

    auto *table = new RulebookTableView(this);
    table->setObjectName(u"inducementTable"_s);
    table->setModel(new InducementTableModel(ruleset, this));
    table->setStretchedColumns(
        {InducementTableModel::WhoColumn, InducementTableModel::SummaryColumn}, {2, 3});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    table->setFitToRows(true);
    layout->addWidget(table);
    layout->addStretch();
}

} // namespace dugout
