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
                                 const MatchEvent &declared, QWidget *parent)
    : EventDialog(probe, tr("Pass on La Forge de Sigmar"), parent), m_declared(declared),
      m_player(new PlayerComboBox(this)), m_square(new QLineEdit(this))
{
    setObjectName(u"forgePassDialog"_s);
    m_player->setObjectName(u"forgePassPlayerBox"_s);
    m_square->setObjectName(u"forgePassSquare"_s);
    m_player->setPlayers(state.team(declared.side),
                         [](const MatchPlayer &p) { return isOnPitch(p.state); });
    m_player->setNumber(declared.number);
    m_square->setPlaceholderText(tr("e.g. H11"));
    m_square->setMaxLength(3);

    auto *text = new QLabel(tr("The square he throws from changes the pass: from a crevasse or a "
                               "crest the ice gives its modifier, written below."),
                            this);
    text->setWordWrap(true);
    content()->addWidget(text);
    auto *form = new QFormLayout;
    form->addRow(tr("Thrower:"), m_player);
    form->addRow(tr("He throws from:"), m_square);
    content()->addLayout(form);
    connect(m_player, &QComboBox::currentIndexChanged, this, &ForgePassDialog::refresh);
    connect(m_square, &QLineEdit::textChanged, this, &ForgePassDialog::refresh);
    refresh();
}

MatchEvent ForgePassDialog::event() const
{
    MatchEvent e = m_declared;
    e.number = m_player->number();
    e.squares.clear();
    const QString typed = m_square->text().trimmed().toUpper();
    if (!typed.isEmpty()) {
        // A square that is not one of the pitch's goes to core as off the pitch: its refusal
        // says what a square is.
        const std::optional<PitchSquare> square = PitchSquare::fromName(typed);
        e.squares = {square.value_or(PitchSquare{0, 0})};
    }
    return e;
}

} // namespace dugout
