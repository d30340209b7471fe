#pragma once

#include <QSortFilterProxyModel>

namespace dugout {

// Narrows a StarPlayerTableModel to the stars who play for one roster.
class StarPlayerFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit StarPlayerFilterModel(QObject *parent = nullptr);

    // An empty id shows every star.
    void setRosterId(const QString &rosterId);
    QString rosterId() const { return m_rosterId; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_rosterId;
};

} // namespace dugout
