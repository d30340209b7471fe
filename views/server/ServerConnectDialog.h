#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace dugout {

// File → Connect to a league server… (issue 21): asks for the server's address, never for a
// password, which PostgreSQL's client library reads from the user's password file (~/.pgpass)
// or PGPASSWORD. Checks the address's form as it is typed (core's ServerAddress), so OK is
// offered only for an address Dugout can use, with the reason shown otherwise.
class ServerConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerConnectDialog(const QString &lastAddress, QWidget *parent = nullptr);

    QString address() const;

private:
    void check();

    QLineEdit *m_address = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace dugout
