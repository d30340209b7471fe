#pragma once

#include <QDialog>

class QLabel;
class QRadioButton;
class QSpinBox;

namespace dugout {

// How to generate a season's round robin: one leg or two (home and away swapped), and the
// round it starts from. Says how many rounds and fixtures that makes, per division.
class RoundRobinDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RoundRobinDialog(QWidget *parent = nullptr);

    // How many teams each group has (one group for a season without divisions), by name.
    void setGroups(const QList<QPair<QString, int>> &groups);
    void setFirstRound(int round);
    int firstRound() const;
    void setDoubleLeg(bool doubleLeg);
    bool isDoubleLeg() const;

private:
    void updateSummary();

    QRadioButton *m_single;
    QRadioButton *m_double;
    QSpinBox *m_firstRound;
    QLabel *m_summary;
    QList<QPair<QString, int>> m_groups;
};

} // namespace dugout
