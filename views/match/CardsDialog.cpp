#include "CardsDialog.h"

#include "EventProbe.h"
#include "LandingFields.h"
#include "StrikeTargets.h"
#include "core/league/LeagueKeys.h"
#include "core/match/CardEffects.h"
#include "core/match/CardRules.h"
#include "core/match/DiceKeys.h"
#include "core/rules/Ruleset.h"
#include "models/MatchText.h"
#include "views/league/result/DiceInput.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

CardsDialog::CardsDialog(const EventProbe &probe, const Ruleset &rules, const MatchState &state,
                         std::optional<Side> selectedSide, int selectedNumber, QWidget *parent)
    : EventDialog(probe, tr("Special play cards"), parent), m_rules(rules), m_state(state),
      m_selectedSide(selectedSide), m_selectedNumber(selectedNumber), m_team(new QComboBox(this)),
      m_show(new QPushButton(this)), m_hand(new QListWidget(this)), m_effect(new QLabel(this)),
      m_scroll(new QScrollArea(this))
{
    setObjectName(u"cardsDialog"_s);
    m_team->setObjectName(u"cardsTeam"_s);
    for (const Side s : {state.active, opponent(state.active)}) {
        if (!CardRules::hand(rules, state, s).isEmpty())
            m_team->addItem(state.team(s).name, sideKey(s));
    }
    m_show->setObjectName(u"showCards"_s);
    m_show->setCheckable(true);
    m_hand->setObjectName(u"cardsHand"_s);
    // A card's name and moment are read whole, not behind a scroll bar.
    m_hand->setWordWrap(true);
    m_hand->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(560);
    m_effect->setObjectName(u"cardEffect"_s);
    m_effect->setWordWrap(true);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Hand of:"), this));
    row->addWidget(m_team, 1);
    row->addWidget(m_show);
    content()->addLayout(row);
    content()->addWidget(m_hand);
    content()->addWidget(m_effect);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setMinimumHeight(160);
    content()->addWidget(m_scroll, 1);
    connect(m_team, &QComboBox::currentIndexChanged, this, [this] {
        m_show->setChecked(false); // a new hand starts face down
        fillHand();
        refresh();
    });
    connect(m_show, &QPushButton::toggled, this, [this](bool shown) {
        m_shown = shown;
        fillHand();
        refresh();
    });
    connect(m_hand, &QListWidget::currentRowChanged, this, &CardsDialog::refresh);
    fillHand();
    refresh();
}

Side CardsDialog::side() const
{
    return m_team->currentData().toString() == u"away"_s ? Side::Away : Side::Home;
}

void CardsDialog::fillHand()
{
    m_hand->clear();
    const QList<const SpecialPlayCard *> cards = CardRules::hand(m_rules, m_state, side());
    for (const SpecialPlayCard *card : cards) {
        auto *item = new QListWidgetItem(
            m_shown
                ? tr("%1 (%2) — %3").arg(card->name.current(), card->card, card->timing.current())
                : tr("Face-down card"),
            m_hand);
        item->setData(Qt::UserRole, card->id);
    }
    // As tall as its cards (at most 120 pixels): the card's fields below keep the room.
    int rows = 2 * m_hand->frameWidth();
    for (int i = 0; i < m_hand->count(); ++i)
        rows += m_hand->sizeHintForRow(i);
    m_hand->setMaximumHeight(qBound(m_hand->fontMetrics().lineSpacing() * 2, rows, 120));
    m_hand->setEnabled(m_shown);
    m_show->setText(m_shown ? tr("Hide my cards") : tr("Show my cards"));
}

const SpecialPlayCard *CardsDialog::chosenCard() const
{
    const QListWidgetItem *item = m_hand->currentItem();
    if (!m_shown || !item)
        return nullptr;
    return CardRules::card(m_rules, item->data(Qt::UserRole).toString());
}

void CardsDialog::buildChoices()
{
    const SpecialPlayCard *card = chosenCard();
    const QString id = card ? card->id : QString();
    if (id == m_builtFor)
        return;
    m_builtFor = id;
    // A new page of fields for each card, given to the scroll area once filled (it takes the
    // page's size when it is set, and deletes the previous page).
    m_choices = new QWidget;
    m_choices->setObjectName(u"cardChoices"_s);
    m_choiceGrid = new QGridLayout(m_choices);
    m_choiceGrid->setColumnStretch(1, 1);
    m_pickers.clear();
    m_strike = nullptr;
    m_cardDice = nullptr;
    m_choice = nullptr;
    m_skillChoice = false;
    m_skillsFor.clear();
    m_confirm = nullptr;
    m_landing = nullptr;
    m_cardDiceKey.clear();
    if (!card) {
        m_scroll->setWidget(m_choices);
        return;
    }
    const CardEffect &effect = card->apply;
    const Side own = side();
    int row = 0;
    if (effect.kind == u"board"_s) {
        auto *note = new QLabel(tr("Nothing Dugout tracks changes: play it on the pitch; its "
                                   "summary goes to the log."),
                                m_choices);
        note->setWordWrap(true);
        m_choiceGrid->addWidget(note, row++, 0, 1, 2);
    }
    if (effect.kind == u"players"_s) {
        // One picker per player the coach names; "all" changes and a second outcome for the
        // same player name nobody.
        for (const CardPlayerChange &change : effect.players) {
            if (!change.samePlayer && !change.team.startsWith(u"all"_s))
                addPicker(change.team, &row);
        }
        const bool chooseSkill =
            std::any_of(effect.players.cbegin(), effect.players.cend(),
                        [](const CardPlayerChange &c) { return c.chooseSkill; });
        if (chooseSkill) {
            // Filled from core for the player picked (fillSkillChoice).
            m_choice = new QComboBox(m_choices);
            m_skillChoice = true;
            m_choiceGrid->addWidget(new QLabel(tr("Skill gained:"), m_choices), row, 0);
            m_choiceGrid->addWidget(m_choice, row++, 1);
            fillSkillChoice();
        }
        const bool byDie = std::any_of(effect.players.cbegin(), effect.players.cend(),
                                       [](const CardPlayerChange &c) { return c.dieMin > 0; });
        if (byDie) {
            m_cardDice = new DiceInput({6}, m_choices);
            m_cardDiceKey = DiceKeys::forSide(own, QString(DiceKeys::cardEffect));
            m_choiceGrid->addWidget(new QLabel(tr("D6:"), m_choices), row, 0);
            m_choiceGrid->addWidget(m_cardDice, row++, 1);
        }
        if (effect.succeedsOn) {
            m_cardDice = new DiceInput({6}, m_choices);
            m_cardDiceKey = DiceKeys::forSide(own, QString(DiceKeys::cardEffect));
            m_choiceGrid->addWidget(
                new QLabel(tr("D6 (works on %1+):").arg(effect.succeedsOn), m_choices), row, 0);
            m_choiceGrid->addWidget(m_cardDice, row++, 1);
        }
    }
    if (effect.kind == u"mark"_s && effect.namesPlayer)
        addPicker(effect.markTeam, &row);
    // Suicide Blitz: the player who blitzes.
    if (effect.kind == u"free_blitz"_s)
        addPicker(u"own"_s, &row);
    // Trampoline Trap: the player thrown, and how he came down (the tracker rolls the rest).
    if (effect.kind == u"thrown"_s) {
        addPicker(effect.team, &row);
        m_choice = new QComboBox(m_choices);
        m_choice->addItem(tr("Choose how he came down"), QString());
        m_choice->addItem(tr("On his feet"), u"lands"_s);
        m_choice->addItem(tr("Failed his landing (armour, injury)"), u"falls"_s);
        m_choice->addItem(tr("In the crowd (injury)"), u"crowd"_s);
        m_choiceGrid->addWidget(new QLabel(tr("Landing:"), m_choices), row, 0);
        m_choiceGrid->addWidget(m_choice, row++, 1);
        // The player he came down on, and each one's dice.
        m_landing = new LandingFields(m_state, m_choices);
        m_choiceGrid->addWidget(m_landing, row++, 0, 1, 2);
        connect(m_landing, &LandingFields::changed, this, &CardsDialog::refresh);
    }
    if (effect.kind == u"mark"_s && !effect.choices.isEmpty()) {
        m_choice = new QComboBox(m_choices);
        m_choice->addItem(tr("Choose"), QString());
        for (const auto &[key, value] : effect.choices) {
            const QString signedValue = QString::asprintf("%+d", value);
            m_choice->addItem(key == u"add"_s      ? tr("Add (%1)").arg(signedValue)
                              : key == u"remove"_s ? tr("Remove (%1)").arg(signedValue)
                                                   : key,
                              key);
        }
        m_choiceGrid->addWidget(new QLabel(tr("Your choice:"), m_choices), row, 0);
        m_choiceGrid->addWidget(m_choice, row++, 1);
    }
    if (effect.kind == u"weather"_s) {
        m_choice = new QComboBox(m_choices);
        m_choice->addItem(tr("Choose the weather"), QString());
        for (const TableRow &weather : m_rules.weatherTable())
            m_choice->addItem(weather.name.current(), weather.id);
        m_choiceGrid->addWidget(new QLabel(tr("Weather:"), m_choices), row, 0);
        m_choiceGrid->addWidget(m_choice, row++, 1);
    }
    if (effect.kind == u"rerolls"_s && (effect.rerollDie || effect.eachLostOn)) {
        const Side rolled = effect.team == u"own"_s ? own : opponent(own);
        const int count = effect.rerollDie ? 1 : m_state.team(rolled).rerollsTotal;
        if (count > 0) {
            m_cardDice = new DiceInput(QList<int>(count, effect.rerollDie ? effect.rerollDie : 6),
                                       m_choices);
            m_cardDiceKey = DiceKeys::forSide(rolled, QString(DiceKeys::cardEffect));
            m_choiceGrid->addWidget(
                new QLabel(effect.rerollDie ? tr("D%1 of re-rolls lost:").arg(effect.rerollDie)
                                            : tr("One D6 per re-roll of %1 (lost on %2+):")
                                                  .arg(m_state.team(rolled).name)
                                                  .arg(effect.eachLostOn),
                           m_choices),
                row, 0);
            m_choiceGrid->addWidget(m_cardDice, row++, 1);
        }
    }
    if (effect.kind == u"strike"_s) {
        // The players it may reach, each with his D6 to be hit and, under his name, his own
        // armour and injury dice: the spell window's rows (StrikeTargets).
        QList<Side> sides;
        if (effect.team != u"opponent"_s)
            sides << own;
        if (effect.team != u"own"_s)
            sides << opponent(own);
        m_strike = new StrikeTargets(m_state, sides, effect.hitsOn > 0,
                                     {u"%1CardTarget%2"_s, u"%1CardDie%2"_s, u"%1CardInjury%2"_s},
                                     m_choices);
        if (m_selectedSide)
            m_strike->setNamed(*m_selectedSide, m_selectedNumber);
        m_choiceGrid->addWidget(m_strike, row++, 0, 1, 2);
        connect(m_strike, &StrikeTargets::changed, this, &CardsDialog::refresh);
    }
    if (m_cardDice) {
        m_cardDice->setObjectName(u"cardDice"_s);
        connect(m_cardDice, &DiceInput::changed, this, &CardsDialog::refresh);
    }
    if (m_choice) {
        m_choice->setObjectName(u"cardChoice"_s);
        // Sized by the dialog, not by its longest entry (a French skill name and category):
        // the page never needs a horizontal scroll bar.
        m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_choice->setMinimumContentsLength(16);
        connect(m_choice, &QComboBox::currentIndexChanged, this, &CardsDialog::refresh);
    }
    // What only the coaches see on the pitch: the coach ticks it; core refuses the card until
    // then and says why under the fields.
    if (!card->confirm.en.isEmpty()) {
        // The condition on a label that wraps (a check box's text does not), the box below.
        auto *condition = new QLabel(
            tr("Only the coaches can see this on the pitch: %1.").arg(card->confirm.current()),
            m_choices);
        condition->setObjectName(u"cardCondition"_s);
        condition->setWordWrap(true);
        m_choiceGrid->addWidget(condition, row++, 0, 1, 2);
        m_confirm = new QCheckBox(tr("I confirm it"), m_choices);
        m_confirm->setObjectName(u"cardConfirm"_s);
        m_choiceGrid->addWidget(m_confirm, row++, 0, 1, 2);
        connect(m_confirm, &QCheckBox::toggled, this, &CardsDialog::refresh);
    }
    m_choiceGrid->setRowStretch(row, 1);
    m_scroll->setWidget(m_choices);
}

void CardsDialog::fillSkillChoice()
{
    if (!m_skillChoice || !m_choice)
        return;
    const QString picked =
        m_pickers.isEmpty() ? QString() : m_pickers.first()->currentData().toString();
    if (picked == m_skillsFor)
        return;
    m_skillsFor = picked;
    const QStringList parts = picked.split(u':');
    const MatchPlayer *player =
        parts.size() == 2 ? m_state.team(parts.at(0) == u"away"_s ? Side::Away : Side::Home)
                                .player(parts.at(1).toInt())
                          : nullptr;
    // Only the skills core lets this player take: his normal categories, none he has.
    QList<const Skill *> skills;
    if (player)
        skills = CardEffects::skillsOpenTo(m_rules, *player);
    std::sort(skills.begin(), skills.end(), [](const Skill *a, const Skill *b) {
        return a->name.current().localeAwareCompare(b->name.current()) < 0;
    });
    const QString kept = m_choice->currentData().toString();
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    m_choice->addItem(skills.isEmpty() ? tr("No skill open to this player") : tr("Choose a skill"),
                      QString());
    for (const Skill *skill : std::as_const(skills))
        m_choice->addItem(
            u"%1 (%2)"_s.arg(skill->name.current(), skillCategoryName(skill->category)), skill->id);
    m_choice->setCurrentIndex(qMax(0, m_choice->findData(kept)));
}

void CardsDialog::addPicker(const QString &team, int *row)
{
    const Side own = side();
    QList<Side> sides;
    if (team != u"opponent"_s)
        sides << own;
    if (team != u"own"_s)
        sides << opponent(own);
    auto *picker = new QComboBox(m_choices);
    picker->setObjectName(u"cardPlayer%1"_s.arg(m_pickers.size()));
    for (const Side s : std::as_const(sides)) {
        for (const MatchPlayer &p : m_state.team(s).players) {
            const QString label =
                u"%1 — %2"_s.arg(MatchText::playerLabel(p), MatchText::stateName(p.state));
            picker->addItem(sides.size() > 1 ? u"%1: %2"_s.arg(m_state.team(s).name, label) : label,
                            u"%1:%2"_s.arg(sideKey(s)).arg(p.number));
        }
    }
    // Started on the player selected in the tracker, when the card may take him.
    if (m_selectedSide) {
        const int at =
            picker->findData(u"%1:%2"_s.arg(sideKey(*m_selectedSide)).arg(m_selectedNumber));
        if (at >= 0)
            picker->setCurrentIndex(at);
    }
    const QString whose = team == u"own"_s        ? m_state.team(own).name
                          : team == u"opponent"_s ? m_state.team(opponent(own)).name
                                                  : tr("either team");
    // The label above its picker: a player's name and status are read whole.
    m_choiceGrid->addWidget(new QLabel(tr("Player of %1:").arg(whose), m_choices), (*row)++, 0, 1,
                            2);
    m_choiceGrid->addWidget(picker, (*row)++, 0, 1, 2);
    m_pickers << picker;
    connect(picker, &QComboBox::currentIndexChanged, this, &CardsDialog::refresh);
}

QCheckBox *CardsDialog::strikeBox(Side s, int number) const
{
    return m_strike ? m_strike->playerBox(s, number) : nullptr;
}

DiceInput *CardsDialog::strikeDie(Side s, int number) const
{
    return m_strike ? m_strike->hitDie(s, number) : nullptr;
}

InjuryDice *CardsDialog::strikeInjury(Side s, int number) const
{
    return m_strike ? m_strike->injuryDice(s, number) : nullptr;
}

void CardsDialog::updateFields()
{
    buildChoices();
    fillSkillChoice();
    const SpecialPlayCard *card = chosenCard();
    m_effect->setText(card ? card->effect.current() : QString());
    if (m_strike)
        m_strike->updateDice(probe(), withoutStruck());
    if (m_landing) {
        const QStringList thrown = m_pickers.isEmpty()
                                       ? QStringList()
                                       : m_pickers.first()->currentData().toString().split(u':');
        if (thrown.size() == 2)
            m_landing->setThrown(thrown.at(0) == u"home"_s ? Side::Home : Side::Away,
                                 thrown.at(1).toInt());
        // Core's dry run says which dice the landing may roll, and which the dice typed so far
        // leave out (armour held: no injury).
        MatchEvent blank = event();
        blank.dice.clear();
        const bool valid = bool(probe().check(blank));
        m_landing->setNeeded(valid ? probe().requiredDice(blank) : QStringList(),
                             valid ? probe().requiredDice(event()) : QStringList());
    }
    fitChoices();
}

void CardsDialog::fitChoices()
{
    if (!m_choices)
        return;
    // The card's fields shown whole up to two fifths of the window's height, scrolled beyond
    // that: the dialog, title bar included, stays within a 768-pixel screen.
    const QWidget *frame = parentWidget() ? parentWidget()->window() : nullptr;
    const QSize room = frame ? frame->size() : screen()->availableSize();
    const int cap = qMax(160, room.height() * 2 / 5);
    const QSize page = m_choices->sizeHint();
    const int bar = m_scroll->verticalScrollBar()->sizeHint().width();
    m_scroll->setMinimumHeight(qBound(160, page.height() + 2, cap));
    // Its size hint (24 lines at most) would otherwise grow the dialog past that (refresh).
    m_scroll->setMaximumHeight(page.height() + 2 > cap ? cap : QWIDGETSIZE_MAX);
    m_scroll->setMinimumWidth(qMin(page.width() + bar + 2, room.width() * 3 / 5));
    // The dialog keeps its own minimum width: it grows to its fields itself.
    const QSize least = layout()->totalMinimumSize();
    if (isVisible() && (least.width() > width() || least.height() > height()))
        resize(size().expandedTo(least));
}

QString CardsDialog::missingText() const
{
    if (!m_shown)
        return tr("The cards are face down: their owner shows them.");
    if (!m_hand->currentItem())
        return tr("Choose the card to play.");
    return {};
}

MatchEvent CardsDialog::event() const
{
    MatchEvent e = withoutStruck();
    if (m_strike)
        m_strike->fill(e);
    return e;
}

MatchEvent CardsDialog::withoutStruck() const
{
    MatchEvent e;
    e.type = MatchEventType::PlayCard;
    e.side = side();
    const SpecialPlayCard *card = chosenCard();
    if (!card)
        return e;
    e.item = card->id;
    for (const QComboBox *picker : m_pickers) {
        const QStringList picked = picker->currentData().toString().split(u':');
        if (picked.size() == 2)
            (picked.at(0) == u"home"_s ? e.numbers : e.awayNumbers) << picked.at(1).toInt();
    }
    if (m_landing)
        m_landing->fill(e);
    if (m_cardDice && !m_cardDice->isEmpty())
        e.dice.insert(m_cardDiceKey, m_cardDice->entered());
    if (m_choice)
        e.choice = m_choice->currentData().toString();
    e.confirmed = m_confirm && m_confirm->isChecked();
    return e;
}

} // namespace dugout
