#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace dugout {

// Chooses teams to join a league among those the store lets join, each listed with its roster
// and coach, ticked to join. Under them, the store's reasons why the other teams cannot.
class AddTeamsDialog : public QDialog
{
    Q_OBJECT

public:
    struct Candidate
    {
        qint64 id = 0;
        QString name;
        QString roster;
        QString coach;
        QString color;
    };

    explicit AddTeamsDialog(QWidget *parent = nullptr);

    // `refusals`: why each other team cannot join, as the store says it.
    void setCandidates(const QList<Candidate> &candidates, const QStringList &refusals = {});
    void setChecked(qint64 teamId, bool checked);
    void checkAll();
    QList<qint64> selectedTeamIds() const;
    QListWidget *list() const { return m_list; }
    QListWidget *refusedList() const { return m_refused; }

private:
    void updateOk();

    QLabel *m_note;
    QListWidget *m_list;
    QLabel *m_refusedLabel;
    QListWidget *m_refused;
    QDialogButtonBox *m_buttons;
};

} // namespace dugout
