#include "ForgeMoveDialog.h"

#include "core/match/MatchState.h"
#include "views/match/PlayerComboBox.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

ForgeMoveDialog::ForgeMoveDialog(const EventProbe &probe, const MatchState &state,
                                 const MatchEvent &declared, const QList<PitchSquare> &path,
                                 QWidget *parent)
    : EventDialog(probe,
                  declared.action == PlayerAction::Blitz ? tr("Blitz on La Forge de Sigmar")
                                                         : tr("Move on La Forge de Sigmar"),
                  parent),
      m_declared(declared), m_player(new PlayerComboBox(this)), m_path(new QLineEdit(this))
{
    setObjectName(u"forgeMoveDialog"_s);
    m_player->setObjectName(u"forgeMovePlayerBox"_s);
    m_path->setObjectName(u"forgeMovePath"_s);
    m_player->setPlayers(state.team(declared.side),
                         [](const MatchPlayer &p) { return isOnPitch(p.state); });
    m_player->setNumber(declared.number);
    QStringList names;
    for (const PitchSquare &square : path)
        names << square.name();
    m_path->setText(names.join(u' '));
    m_path->setPlaceholderText(tr("e.g. H11 H12 I13"));

    auto *text = new QLabel(tr("The square he starts on, then each square he enters: what each "
                               "costs on the ice, the total against his MA and the roll of each "
                               "jump are written below."),
                            this);
    text->setWordWrap(true);
    content()->addWidget(text);
    auto *form = new QFormLayout;
    form->addRow(tr("Player:"), m_player);
    form->addRow(tr("Path:"), m_path);
    content()->addLayout(form);
    connect(m_player, &QComboBox::currentIndexChanged, this, &ForgeMoveDialog::refresh);
    connect(m_path, &QLineEdit::textChanged, this, &ForgeMoveDialog::refresh);
    refresh();
}

QList<PitchSquare> ForgeMoveDialog::parsePath(const QString &text)
{
    QList<PitchSquare> squares;
    static const QRegularExpression separators(u"[^A-Za-z0-9]+"_s);
    for (const QString &word : text.split(separators, Qt::SkipEmptyParts))
        squares << PitchSquare::fromName(word).value_or(PitchSquare{0, 0});
    return squares;
}

MatchEvent ForgeMoveDialog::event() const
{
    MatchEvent e = m_declared;
    e.number = m_player->number();
    e.squares = parsePath(m_path->text());
    return e;
}

} // namespace dugout
