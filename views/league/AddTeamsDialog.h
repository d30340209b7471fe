#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace dugout {

// Chooses teams to join a league among those that may: confirmed teams that play in no other
// league. Each is listed with its roster and coach, ticked to join.
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

    void setCandidates(const QList<Candidate> &candidates);
    void setChecked(qint64 teamId, bool checked);
    void checkAll();
    QList<qint64> selectedTeamIds() const;
    QListWidget *list() const { return m_list; }

private:
    void updateOk();

    QLabel *m_note;
    QListWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace dugout
