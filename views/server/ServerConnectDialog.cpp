#include "ServerConnectDialog.h"

#include "core/storage/ServerAddress.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dugout {

ServerConnectDialog::ServerConnectDialog(const QString &lastAddress, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"serverConnectDialog"_s);
    setWindowTitle(tr("Connect to a league server"));
    auto *layout = new QVBoxLayout(this);
    auto *explanation = new QLabel(
        tr("A league shared by its coaches lives on a PostgreSQL server. Type the address your "
           "commissioner gave you. Dugout never asks for the password: put it in your "
           "PostgreSQL password file (~/.pgpass, a line HOST:PORT:DATABASE:USER:PASSWORD, "
           "readable by you alone)."),
        this);
    explanation->setWordWrap(true);
    layout->addWidget(explanation);
    auto *form = new QFormLayout;
    m_address = new QLineEdit(lastAddress, this);
    m_address->setObjectName(u"serverAddress"_s);
    m_address->setPlaceholderText(u"postgresql://USER@HOST:5432/DATABASE"_s);
    m_address->setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    form->addRow(tr("&Address:"), m_address);
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(u"serverAddressProblem"_s);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(u"connectButton"_s);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &ServerConnectDialog::check);
    check();
}

QString ServerConnectDialog::address() const
{
    return m_address->text().trimmed();
}

void ServerConnectDialog::check()
{
    QString problem;
    const bool usable = !address().isEmpty() && ServerAddress::parse(address(), &problem);
    m_problem->setText(address().isEmpty() ? QString() : problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(usable);
}

} // namespace dugout
