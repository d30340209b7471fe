#include "ForgePassDialog.h"

#include "core/forge/PitchSquare.h"
#include "core/match/MatchState.h"
#include "views/match/PlayerComboBox.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

ForgePassDialog::ForgePassDialog(const EventProbe &probe, const MatchState &state,
                                 const MatchEvent &declared, const QList<PitchSquare> &squares,
                                 QWidget *parent)
    : EventDialog(probe, tr("Pass on La Forge de Sigmar"), parent), m_declared(declared),
      m_player(new PlayerComboBox(this)), m_square(new QLineEdit(this)),
      m_target(new QLineEdit(this))
{
    setObjectName(u"forgePassDialog"_s);
    m_player->setObjectName(u"forgePassPlayerBox"_s);
    m_square->setObjectName(u"forgePassSquare"_s);
    m_target->setObjectName(u"forgePassTarget"_s);
    m_player->setPlayers(state.team(declared.side),
                         [](const MatchPlayer &p) { return isOnPitch(p.state); });
    m_player->setNumber(declared.number);
    for (QLineEdit *edit : {m_square, m_target}) {
        edit->setPlaceholderText(tr("e.g. H11"));
        edit->setMaxLength(3);
    }
    if (!squares.isEmpty())
        m_square->setText(squares.constFirst().name());
    if (squares.size() > 1)
        m_target->setText(squares.at(1).name());

    auto *text = new QLabel(tr("The square he throws from changes the pass: from a crevasse or a "
                               "crest the ice gives its modifier, written below."),
                            this);
    text->setWordWrap(true);
    content()->addWidget(text);
    auto *form = new QFormLayout;
    form->addRow(tr("Thrower:"), m_player);
    form->addRow(tr("He throws from:"), m_square);
    form->addRow(tr("He aims at:"), m_target);
    content()->addLayout(form);
    connect(m_player, &QComboBox::currentIndexChanged, this, &ForgePassDialog::refresh);
    connect(m_square, &QLineEdit::textChanged, this, &ForgePassDialog::refresh);
    connect(m_target, &QLineEdit::textChanged, this, &ForgePassDialog::refresh);
    refresh();
}

MatchEvent ForgePassDialog::event() const
{
    MatchEvent e = m_declared;
    e.number = m_player->number();
    e.squares.clear();
    // A square that is not one of the pitch's goes to core as off the pitch: its refusal says
    // what a square is. The target counts only after the thrower's square.
    for (const QLineEdit *edit : {m_square, m_target}) {
        const QString typed = edit->text().trimmed();
        if (typed.isEmpty())
            break;
        e.squares << PitchSquare::fromName(typed).value_or(PitchSquare{0, 0});
    }
    return e;
}

} // namespace dugout
