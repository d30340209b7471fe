#pragma once

#include "core/bloodyball/BloodyTeam.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace dugout {

// Starts a Bloody Ball game: the two teams (typed names, or teams kept in the database with
// their players, Champion and colour), the deck (54 cards, 52, or two 32-card decks), two or
// four coaches, and whether the cards are real ones typed as they are played.
class NewBloodyGameDialog : public QDialog
{
    Q_OBJECT

public:
    NewBloodyGameDialog(const bloodyball::GameSetup &start,
                        const QList<bloodyball::BloodyTeam> &stored = {},
                        QWidget *parent = nullptr);
    bloodyball::GameSetup setup() const;

private:
    bloodyball::GameSetup m_start;
    QList<bloodyball::BloodyTeam> m_stored;
    QComboBox *m_storedChoice[2] = {nullptr, nullptr};
    QLineEdit *m_names[2] = {nullptr, nullptr};
    QComboBox *m_deck = nullptr;
    QComboBox *m_coaches = nullptr;
    QCheckBox *m_typed = nullptr;
};

} // namespace dugout
