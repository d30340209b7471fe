#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace dugout {

class Ruleset;
struct SpecialPlayDeck;

// The cards of one special play deck: the playing card printed on each, its name, when it may
// be played and what it does.
class SpecialPlayCardTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CardColumn, NameColumn, WhenColumn, EffectColumn, ColumnCount };
    enum Role { CardIdRole = Qt::UserRole };

    explicit SpecialPlayCardTableModel(std::shared_ptr<const Ruleset> ruleset,
                                       QObject *parent = nullptr);

    // Shows the cards of `deckId`; an unknown id empties the table.
    void setDeckId(const QString &deckId);
    QString deckId() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Ruleset> m_ruleset;
    const SpecialPlayDeck *m_deck = nullptr;
};

} // namespace dugout
