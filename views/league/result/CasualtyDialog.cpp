#include "CasualtyDialog.h"

#include "DiceInput.h"
#include "core/rules/Ruleset.h"
#include "core/team/Team.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString RegenerationSkill = u"regeneration"_s;

enum Keep { KeepMilder, KeepFirst, KeepSecond };

} // namespace

CasualtyDialog::CasualtyDialog(const Ruleset &rules, const Team &team, bool apothecaryAvailable,
                               QWidget *parent)
    : QDialog(parent), m_rules(rules), m_player(new QComboBox(this)),
      m_d68(new DiceInput({6, 8}, this)), m_result(new QLabel(this)),
      m_regenerationLabel(new QLabel(tr("Regeneration (D6):"), this)),
      m_regeneration(new DiceInput({6}, this)),
      m_apothecary(new QCheckBox(tr("The apothecary treated this casualty"), this)),
      m_apothecaryLabel(new QLabel(tr("Apothecary's D68:"), this)),
      m_apothecaryD68(new DiceInput({6, 8}, this)), m_apothecaryResult(new QLabel(this)),
      m_keepLabel(new QLabel(tr("Keep:"), this)), m_keep(new QComboBox(this)), m_ok(nullptr)
{
    setObjectName(u"casualtyDialog"_s);
    setWindowTitle(tr("Casualty suffered by %1").arg(team.name));

    for (const Player &player : team.players) {
        if (player.isAvailable())
            m_players << player;
    }
    std::sort(m_players.begin(), m_players.end(),
              [](const Player &a, const Player &b) { return a.number < b.number; });
    m_player->setObjectName(u"casualtyPlayer"_s);
    for (const Player &player : std::as_const(m_players)) {
        const Position *position = rules.position(player.positionId);
        //: A player in a list: shirt number, name, position.
        m_player->addItem(
            tr("%1 · %2 (%3)")
                .arg(player.number)
                .arg(player.name, position ? position->name.current() : player.positionId),
            player.number);
    }
    m_player->setToolTip(tr("Only players who could play this match are listed"));

    m_d68->setObjectName(u"casualtyD68"_s);
    m_d68->die(0)->setToolTip(tr("Tens: a D6"));
    m_d68->die(1)->setToolTip(tr("Units: a D8"));
    m_result->setObjectName(u"casualtyResult"_s);
    m_result->setWordWrap(true);
    m_regeneration->setObjectName(u"casualtyRegeneration"_s);
    m_apothecary->setObjectName(u"casualtyApothecary"_s);
    m_apothecaryD68->setObjectName(u"casualtyApothecaryD68"_s);
    m_apothecaryResult->setObjectName(u"casualtyApothecaryResult"_s);
    m_apothecaryResult->setWordWrap(true);
    m_keep->setObjectName(u"casualtyKeep"_s);
    m_keep->addItem(tr("The milder result"), KeepMilder);
    m_keep->addItem(tr("The first result"), KeepFirst);
    m_keep->addItem(tr("The second result"), KeepSecond);

    auto *form = new QFormLayout;
    form->addRow(tr("Player:"), m_player);
    form->addRow(tr("Casualty roll (D68):"), m_d68);
    form->addRow(QString(), m_result);
    form->addRow(m_regenerationLabel, m_regeneration);
    form->addRow(m_apothecary);
    form->addRow(m_apothecaryLabel, m_apothecaryD68);
    form->addRow(QString(), m_apothecaryResult);
    form->addRow(m_keepLabel, m_keep);
    m_apothecary->setVisible(apothecaryAvailable);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(u"casualtyOk"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *about = new QLabel(
        tr("Type the dice you rolled at the table, press Roll, or leave them at – for Dugout "
           "to roll them in the preview."),
        this);
    about->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(460);

    connect(m_player, &QComboBox::currentIndexChanged, this, &CasualtyDialog::updateForm);
    connect(m_d68, &DiceInput::changed, this, &CasualtyDialog::updateForm);
    connect(m_apothecaryD68, &DiceInput::changed, this, &CasualtyDialog::updateForm);
    connect(m_apothecary, &QCheckBox::toggled, this, &CasualtyDialog::updateForm);
    updateForm();
}

std::optional<int> CasualtyDialog::d68Of(const DiceInput *input)
{
    if (!input->isComplete())
        return std::nullopt;
    return input->values().at(0) * 10 + input->values().at(1);
}

QString CasualtyDialog::describe(const Ruleset &rules, std::optional<int> d68)
{
    if (!d68)
        return tr("Rolled by Dugout in the preview");
    const CasualtyRow *row = rules.casualtyResult(*d68);
    if (!row)
        return tr("%1: no such result on the casualty table").arg(*d68);
    const QString name = row->name.current(), effect = row->effectText.current();
    //: A casualty roll and what it reads on the table: "52 Smashed Knee: Niggling injury".
    return effect.isEmpty() || effect == name ? tr("%1 %2").arg(*d68).arg(name)
                                              : tr("%1 %2: %3").arg(*d68).arg(name, effect);
}

void CasualtyDialog::updateForm()
{
    const int index = m_player->currentIndex();
    const Player *player = index >= 0 && index < m_players.size() ? &m_players.at(index) : nullptr;
    const Position *position = player ? m_rules.position(player->positionId) : nullptr;
    const bool regenerates = player && position && player->hasSkill(*position, RegenerationSkill);
    m_regenerationLabel->setVisible(regenerates);
    m_regeneration->setVisible(regenerates);

    m_result->setText(describe(m_rules, d68Of(m_d68)));
    const bool treated = !m_apothecary->isHidden() && m_apothecary->isChecked();
    for (QWidget *widget : std::initializer_list<QWidget *>{
             m_apothecaryLabel, m_apothecaryD68, m_apothecaryResult, m_keepLabel, m_keep})
        widget->setVisible(treated);
    m_apothecaryResult->setText(describe(m_rules, d68Of(m_apothecaryD68)));

    // Half a D68 cannot be read: both dice, or neither for Dugout to roll.
    QString problem;
    if (!player)
        problem = tr("No player of this team could play the match.");
    else if (!m_d68->isComplete() && !m_d68->isEmpty())
        problem = tr("Enter both dice of the casualty roll, or neither.");
    else if (treated && !m_apothecaryD68->isComplete() && !m_apothecaryD68->isEmpty())
        problem = tr("Enter both dice of the apothecary's roll, or neither.");
    m_ok->setEnabled(problem.isEmpty());
    m_ok->setToolTip(problem);
    adjustSize();
}

CasualtyRecord CasualtyDialog::casualty() const
{
    CasualtyRecord record;
    record.number = m_player->currentData().toInt();
    record.d68 = d68Of(m_d68);
    if (!m_regeneration->isHidden() && m_regeneration->isComplete())
        record.regeneration = m_regeneration->values().at(0);
    if (!m_apothecary->isHidden() && m_apothecary->isChecked()) {
        record.apothecary = true;
        record.apothecaryD68 = d68Of(m_apothecaryD68);
        const int keep = m_keep->currentData().toInt();
        if (keep != KeepMilder)
            record.keepSecond = keep == KeepSecond;
    }
    return record;
}

void CasualtyDialog::setCasualty(const CasualtyRecord &casualty)
{
    selectPlayer(casualty.number);
    m_d68->setValues(casualty.d68 ? QList<int>{*casualty.d68 / 10, *casualty.d68 % 10}
                                  : QList<int>{});
    m_regeneration->setValues(casualty.regeneration ? QList<int>{*casualty.regeneration}
                                                    : QList<int>{});
    m_apothecary->setChecked(casualty.apothecary);
    m_apothecaryD68->setValues(casualty.apothecaryD68 ? QList<int>{*casualty.apothecaryD68 / 10,
                                                                   *casualty.apothecaryD68 % 10}
                                                      : QList<int>{});
    m_keep->setCurrentIndex(m_keep->findData(!casualty.keepSecond   ? KeepMilder
                                             : *casualty.keepSecond ? KeepSecond
                                                                    : KeepFirst));
}

bool CasualtyDialog::selectPlayer(int number)
{
    const int index = m_player->findData(number);
    if (index < 0)
        return false;
    m_player->setCurrentIndex(index);
    return true;
}

QList<int> CasualtyDialog::playerNumbers() const
{
    QList<int> numbers;
    for (int i = 0; i < m_player->count(); ++i)
        numbers << m_player->itemData(i).toInt();
    return numbers;
}

QString CasualtyDialog::resultText() const
{
    return m_result->text();
}

QString CasualtyDialog::apothecaryResultText() const
{
    return m_apothecaryResult->text();
}

} // namespace dugout
