#include "TeamResultPanel.h"

#include "CasualtyDialog.h"
#include "DiceInput.h"
#include "GoldSpinBox.h"
#include "PlayerEventsTable.h"
#include "TeamBand.h"
#include "core/inducements/InducementBill.h"
#include "core/league/LeagueKeys.h"
#include "core/rules/Ruleset.h"
#include "models/Palette.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int NoMvp = -1; // drawn at random (or, when the coach chooses, not chosen yet)

} // namespace

TeamResultPanel::TeamResultPanel(const Ruleset &rules, const LeagueOptions &options, Side side,
                                 QWidget *parent)
    : QWidget(parent), m_rules(rules), m_options(options), m_side(side), m_band(new TeamBand(this)),
      m_score(new QSpinBox(this)), m_players(new PlayerEventsTable(this)),
      m_casualtyList(new QTreeWidget(this)),
      m_addCasualty(new QPushButton(tr("Add casualty…"), this)),
      m_removeCasualty(new QPushButton(tr("Remove"), this)), m_pettyCash(new GoldSpinBox(this)),
      m_inducements(new GoldSpinBox(this)), m_inducedPlayers(new QSpinBox(this)),
      m_wandering(new QSpinBox(this)), m_gate(new DiceInput({6, 6}, this)),
      m_mvp(new QComboBox(this)), m_secondMvpLabel(new QLabel(tr("Second MVP:"), this)),
      m_secondMvp(new QComboBox(this))
{
    const QString key = sideKey(side);
    setObjectName(key + u"Result"_s);
    m_score->setObjectName(key + u"Score"_s);
    m_score->setRange(0, 30);
    m_score->setAlignment(Qt::AlignCenter);
    QFont big = m_score->font();
    big.setPointSizeF(big.pointSizeF() * Palette::factor(Palette::Text::PageTitle));
    big.setBold(true);
    m_score->setFont(big);
    m_score->setMinimumWidth(80);
    m_score->setToolTip(tr("Touchdowns the team scored"));
    m_score->setAccessibleName(tr("Score"));
    m_band->addTrailingWidget(m_score);

    m_players->setObjectName(key + u"Players"_s);

    m_casualtyList->setObjectName(key + u"Casualties"_s);
    m_casualtyList->setHeaderLabels({tr("Player"), tr("Casualty roll"), tr("Notes")});
    m_casualtyList->setRootIsDecorated(false);
    m_casualtyList->header()->setStretchLastSection(true);
    m_casualtyList->setColumnWidth(0, 150);
    m_casualtyList->setColumnWidth(1, 190);
    m_casualtyList->setFixedHeight(m_casualtyList->fontMetrics().height() * 4 + 24);
    m_casualtyList->setToolTip(tr("Double-click a casualty to change it"));
    m_addCasualty->setObjectName(key + u"AddCasualty"_s);
    m_addCasualty->setToolTip(tr("A player of this team was injured: enter the D68 casualty roll"));
    m_addCasualty->setAutoDefault(false);
    m_removeCasualty->setAutoDefault(false);
    m_removeCasualty->setEnabled(false);
    connect(m_addCasualty, &QPushButton::clicked, this, [this] { openCasualtyDialog(); });
    connect(m_removeCasualty, &QPushButton::clicked, this, [this] {
        removeCasualty(m_casualtyList->indexOfTopLevelItem(m_casualtyList->currentItem()));
    });
    connect(m_casualtyList, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { m_removeCasualty->setEnabled(current != nullptr); });
    connect(m_casualtyList, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        openCasualtyDialog(m_casualtyList->indexOfTopLevelItem(item));
    });

    m_pettyCash->setObjectName(key + u"PettyCash"_s);
    m_pettyCash->setToolTip(tr("Gold moved from the treasury to petty cash before the match"));
    m_inducements->setObjectName(key + u"Inducements"_s);
    m_inducements->setToolTip(
        tr("Everything spent on inducements: the handicap first, then petty cash"));
    m_inducedPlayers->setObjectName(key + u"InducedPlayers"_s);
    m_inducedPlayers->setRange(0, 4);
    m_inducedPlayers->setToolTip(
        tr("Star players and mercenaries who played for the team (they can draw the MVP)"));
    m_wandering->setObjectName(key + u"WanderingApothecaries"_s);
    // As many as the rulebook lets a team induce.
    const Inducement *wandering = rules.inducement(u"wandering_apothecary"_s);
    m_wandering->setRange(0, wandering && wandering->max ? *wandering->max : 2);
    m_wandering->setToolTip(
        tr("Wandering apothecaries bought as inducements: one more apothecary each"));
    m_gate->setObjectName(key + u"Gate"_s);
    m_gate->rollButton()->setToolTip(
        tr("Roll the gate now, or type your dice; left at – it is rolled in the preview"));
    m_mvp->setObjectName(key + u"Mvp"_s);
    m_secondMvp->setObjectName(key + u"SecondMvp"_s);
    m_secondMvp->setToolTip(tr("The opponent conceded: its MVP award goes to this team"));
    m_secondMvpLabel->hide();
    m_secondMvp->hide();

    auto *casualtyButtons = new QVBoxLayout;
    casualtyButtons->addWidget(m_addCasualty);
    casualtyButtons->addWidget(m_removeCasualty);
    casualtyButtons->addStretch();
    auto *casualties = new QHBoxLayout;
    casualties->addWidget(m_casualtyList, 1);
    casualties->addLayout(casualtyButtons);

    // Two label–field pairs per row, the second pair against the right edge.
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->addWidget(new QLabel(tr("Petty cash:"), this), 0, 0);
    grid->addWidget(m_pettyCash, 0, 1);
    grid->addWidget(new QLabel(tr("Inducements spent:"), this), 0, 3);
    grid->addWidget(m_inducements, 0, 4);
    grid->addWidget(new QLabel(tr("Stars and mercenaries:"), this), 1, 0);
    grid->addWidget(m_inducedPlayers, 1, 1, Qt::AlignLeft);
    grid->addWidget(new QLabel(tr("Wandering apothecaries:"), this), 1, 3);
    grid->addWidget(m_wandering, 1, 4, Qt::AlignLeft);
    grid->addWidget(new QLabel(tr("Gate (2D6):"), this), 2, 0);
    grid->addWidget(m_gate, 2, 1);
    grid->addWidget(new QLabel(tr("MVP:"), this), 2, 3);
    grid->addWidget(m_mvp, 2, 4);
    grid->addWidget(m_secondMvpLabel, 3, 3);
    grid->addWidget(m_secondMvp, 3, 4);
    grid->setColumnStretch(2, 1);
    for (QSpinBox *count : {m_inducedPlayers, m_wandering})
        count->setMinimumWidth(64);
    m_mvp->setMinimumWidth(130);
    m_secondMvp->setMinimumWidth(130);

    auto *casualtiesTitle = new QLabel(tr("Casualties suffered"), this);
    QFont bold = casualtiesTitle->font();
    bold.setBold(true);
    casualtiesTitle->setFont(bold);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_band);
    layout->addWidget(m_players, 1);
    layout->addWidget(casualtiesTitle);
    layout->addLayout(casualties);
    layout->addLayout(grid);

    for (QSpinBox *spin : {static_cast<QSpinBox *>(m_score), static_cast<QSpinBox *>(m_pettyCash),
                           static_cast<QSpinBox *>(m_inducements), m_inducedPlayers, m_wandering})
        connect(spin, &QSpinBox::valueChanged, this, &TeamResultPanel::changed);
    connect(m_inducedPlayers, &QSpinBox::valueChanged, this, [this] {
        fillMvpBox(m_mvp);
        fillMvpBox(m_secondMvp);
    });
    connect(m_players, &PlayerEventsTable::changed, this, &TeamResultPanel::changed);
    connect(m_gate, &DiceInput::changed, this, &TeamResultPanel::changed);
    connect(m_mvp, &QComboBox::currentIndexChanged, this, &TeamResultPanel::changed);
    connect(m_secondMvp, &QComboBox::currentIndexChanged, this, &TeamResultPanel::changed);
}

void TeamResultPanel::setTeam(const Team &team)
{
    m_team = team;
    m_band->setTeam(team, m_rules);
    m_players->setTeam(team, m_rules);
    m_casualties.clear();
    // Purchases belong to the team they were made for.
    if (m_purchases) {
        m_purchases.reset();
        for (QSpinBox *box :
             {static_cast<QSpinBox *>(m_pettyCash), static_cast<QSpinBox *>(m_inducements),
              m_inducedPlayers, m_wandering}) {
            box->setEnabled(true);
            box->setValue(0);
        }
    }
    updateCasualtyList();
    fillMvpBox(m_mvp);
    fillMvpBox(m_secondMvp);
    Q_EMIT changed();
}

QString TeamResultPanel::playerLabel(int number) const
{
    const Player *player = m_team.playerByNumber(number);
    //: A player in a short list: shirt number and name.
    return player ? tr("#%1 %2").arg(number).arg(player->name) : tr("#%1").arg(number);
}

void TeamResultPanel::fillMvpBox(QComboBox *box)
{
    const int previous = box->currentIndex() >= 0 ? box->currentData().toInt() : NoMvp;
    const QSignalBlocker blocker(box);
    box->clear();
    if (m_options.mvp == MvpMode::CoachChoice) {
        box->addItem(tr("Choose the MVP…"), NoMvp);
        box->setToolTip(tr("In this league the coach chooses the MVP"));
    } else {
        box->addItem(tr("Draw at random"), NoMvp);
        box->setToolTip(tr("Drawn at random in the preview, or the player you drew at the table"));
    }
    for (int number : m_players->numbers())
        box->addItem(playerLabel(number), number);
    if (m_options.mvp == MvpMode::Random && m_inducedPlayers->value() > 0)
        box->addItem(tr("An induced player (the award is lost)"), 0);
    const int index = box->findData(previous);
    box->setCurrentIndex(index >= 0 ? index : 0);
}

void TeamResultPanel::setSecondMvpShown(bool shown)
{
    m_secondMvpLabel->setVisible(shown);
    m_secondMvp->setVisible(shown);
    Q_EMIT changed();
}

TeamMatchRecord TeamResultPanel::record() const
{
    TeamMatchRecord record;
    record.teamId = m_team.id;
    record.score = m_score->value();
    record.players = m_players->events();
    record.casualties = m_casualties;
    record.pettyCash = m_pettyCash->value();
    record.inducementsSpent = m_inducements->value();
    record.inducedPlayers = m_inducedPlayers->value();
    record.wanderingApothecaries = m_wandering->value();
    record.raisedDead = m_raisedDead;
    record.inducements = m_purchases;
    if (m_mvp->currentData().toInt() != NoMvp)
        record.mvpNumbers << m_mvp->currentData().toInt();
    if (!m_secondMvp->isHidden() && m_secondMvp->currentData().toInt() != NoMvp)
        record.mvpNumbers << m_secondMvp->currentData().toInt();
    return record;
}

void TeamResultPanel::setRecord(const TeamMatchRecord &record, const QList<int> &gateDice)
{
    m_score->setValue(record.score);
    for (const PlayerMatchEvents &e : record.players) {
        m_players->setEvent(e.number, PlayerEventsTable::Completions, e.completions);
        m_players->setEvent(e.number, PlayerEventsTable::Touchdowns, e.touchdowns);
        m_players->setEvent(e.number, PlayerEventsTable::Interceptions, e.interceptions);
        m_players->setEvent(e.number, PlayerEventsTable::Casualties, e.casualties);
    }
    m_casualties = record.casualties;
    m_raisedDead = record.raisedDead;
    updateCasualtyList();
    m_gate->setValues(gateDice);
    Q_EMIT changed();
}

void TeamResultPanel::setInducements(qint64 pettyCash, const InducementPurchases &purchases,
                                     qint64 spent, int inducedPlayers, int wanderingApothecaries)
{
    m_purchases = purchases;
    m_pettyCash->setValue(int(pettyCash));
    m_inducements->setValue(int(spent));
    m_inducedPlayers->setValue(inducedPlayers);
    m_wandering->setValue(wanderingApothecaries);
    const QString tip =
        tr("From the pre-match sequence: %1").arg(InducementBill::describe(m_rules, purchases));
    for (QSpinBox *box : {static_cast<QSpinBox *>(m_pettyCash),
                          static_cast<QSpinBox *>(m_inducements), m_inducedPlayers, m_wandering}) {
        box->setEnabled(false);
        box->setToolTip(tip);
    }
    Q_EMIT changed();
}

QList<int> TeamResultPanel::gateDice() const
{
    return m_gate->entered();
}

void TeamResultPanel::addCasualty(const CasualtyRecord &casualty)
{
    m_casualties << casualty;
    updateCasualtyList();
    Q_EMIT changed();
}

void TeamResultPanel::removeCasualty(int index)
{
    if (index < 0 || index >= m_casualties.size())
        return;
    m_casualties.removeAt(index);
    updateCasualtyList();
    Q_EMIT changed();
}

CasualtyDialog *TeamResultPanel::openCasualtyDialog(int editIndex)
{
    const bool apothecary = m_team.apothecary || m_wandering->value() > 0;
    auto *dialog = new CasualtyDialog(m_rules, m_team, apothecary, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const bool editing = editIndex >= 0 && editIndex < m_casualties.size();
    if (editing)
        dialog->setCasualty(m_casualties.at(editIndex));
    connect(dialog, &QDialog::accepted, this, [this, dialog, editing, editIndex] {
        if (editing && editIndex < m_casualties.size()) {
            m_casualties[editIndex] = dialog->casualty();
            updateCasualtyList();
            Q_EMIT changed();
        } else {
            addCasualty(dialog->casualty());
        }
    });
    dialog->open();
    return dialog;
}

void TeamResultPanel::updateCasualtyList()
{
    m_casualtyList->clear();
    for (const CasualtyRecord &casualty : std::as_const(m_casualties)) {
        QStringList notes;
        if (casualty.regeneration)
            notes << tr("Regeneration %1").arg(*casualty.regeneration);
        if (casualty.apothecary) {
            notes << (casualty.apothecaryD68
                          ? tr("Apothecary: %1")
                                .arg(CasualtyDialog::describe(m_rules, casualty.apothecaryD68))
                          : tr("Apothecary"));
            if (casualty.keepSecond)
                notes << (*casualty.keepSecond ? tr("keeps the second") : tr("keeps the first"));
        }
        auto *item = new QTreeWidgetItem(
            m_casualtyList, {playerLabel(casualty.number),
                             CasualtyDialog::describe(m_rules, casualty.d68), notes.join(u", "_s)});
        item->setToolTip(1, item->text(1));
        item->setToolTip(2, item->text(2));
    }
    m_removeCasualty->setEnabled(m_casualtyList->currentItem() != nullptr);
}

} // namespace dugout
