#include "NewSeasonDialog.h"

#include "core/InputLimits.h"
#include "views/widgets/MessageBar.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {
constexpr int TeamIdRole = Qt::UserRole;
enum TeamColumn { TeamNameColumn, DivisionColumn };
} // namespace

NewSeasonDialog::NewSeasonDialog(QWidget *parent)
    : QDialog(parent), m_fixedNote(new MessageBar(this)), m_name(new QLineEdit(this)),
      m_divisionCount(new QSpinBox(this)), m_divisionNames(new QWidget(this)),
      m_teams(new QTableWidget(0, 2, this))
{
    setObjectName(u"newSeasonDialog"_s);
    setWindowTitle(tr("New season"));
    m_fixedNote->setObjectName(u"lineUpFixed"_s);
    m_name->setObjectName(u"seasonName"_s);
    m_name->setMaxLength(InputLimits::MaxNameLength);
    m_divisionCount->setObjectName(u"divisionCount"_s);
    m_divisionCount->setRange(0, 8);
    m_divisionCount->setSpecialValueText(tr("None"));
    m_divisionCount->setMinimumWidth(m_divisionCount->sizeHint().width() + 20);
    new QHBoxLayout(m_divisionNames);
    m_divisionNames->layout()->setContentsMargins(0, 0, 0, 0);

    m_teams->setObjectName(u"seasonTeams"_s);
    m_teams->setHorizontalHeaderLabels({tr("Team"), tr("Division")});
    m_teams->horizontalHeader()->setSectionResizeMode(TeamNameColumn, QHeaderView::Stretch);
    m_teams->horizontalHeader()->setSectionResizeMode(DivisionColumn, QHeaderView::Fixed);
    m_teams->verticalHeader()->hide();
    m_teams->setSelectionMode(QAbstractItemView::NoSelection);
    m_teams->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_teams, &QTableWidget::itemChanged, this, &NewSeasonDialog::updateOk);

    auto *hint = new QLabel(
        tr("Untick a team that sits this season out. With divisions, each division has its own "
           "table and round robin."),
        this);
    hint->setWordWrap(true);
    QPalette muted = hint->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    hint->setPalette(muted);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *divisions = new QHBoxLayout;
    divisions->addWidget(m_divisionCount);
    divisions->addStretch();
    auto *divisionsLabel = new QLabel(tr("&Divisions:"), this);
    divisionsLabel->setBuddy(m_divisionCount);
    form->addRow(divisionsLabel, divisions);
    form->addRow(QString(), m_divisionNames);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Start season"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewSeasonDialog::updateOk);
    connect(m_divisionCount, &QSpinBox::valueChanged, this, &NewSeasonDialog::rebuildDivisions);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_fixedNote);
    m_fixedNote->reserveSpace(2); // the note comes and goes: its room stays, the fields do not move
    layout->addLayout(form);
    layout->addWidget(m_teams, 1);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    setMinimumSize(480, 440);
    rebuildDivisions();
}

void NewSeasonDialog::setTeams(const QList<QPair<qint64, QString>> &teams)
{
    const QSignalBlocker blocker(m_teams);
    m_teams->setRowCount(0);
    for (const auto &[id, name] : teams) {
        const int row = m_teams->rowCount();
        m_teams->insertRow(row);
        auto *item = new QTableWidgetItem(name);
        item->setData(TeamIdRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        m_teams->setItem(row, TeamNameColumn, item);
    }
    rebuildDivisions();
}

void NewSeasonDialog::setSeasonName(const QString &name)
{
    m_name->setText(name);
}

QString NewSeasonDialog::seasonName() const
{
    return m_name->text().trimmed();
}

void NewSeasonDialog::setDivisionCount(int count)
{
    m_divisionCount->setValue(count);
}

int NewSeasonDialog::divisionCount() const
{
    return m_divisionCount->value();
}

void NewSeasonDialog::setDivisionName(int division, const QString &name)
{
    if (division >= 0 && division < m_divisionEdits.size())
        m_divisionEdits.at(division)->setText(name);
}

QStringList NewSeasonDialog::divisionNames() const
{
    QStringList names;
    for (const QLineEdit *edit : m_divisionEdits)
        names << (edit->text().trimmed().isEmpty() ? edit->placeholderText()
                                                   : edit->text().trimmed());
    return names;
}

int NewSeasonDialog::rowOfTeam(qint64 teamId) const
{
    for (int row = 0; row < m_teams->rowCount(); ++row) {
        if (m_teams->item(row, TeamNameColumn)->data(TeamIdRole).toLongLong() == teamId)
            return row;
    }
    return -1;
}

void NewSeasonDialog::setTakingPart(qint64 teamId, bool takingPart)
{
    const int row = rowOfTeam(teamId);
    if (row >= 0)
        m_teams->item(row, TeamNameColumn)->setCheckState(takingPart ? Qt::Checked : Qt::Unchecked);
}

void NewSeasonDialog::setDivision(qint64 teamId, int division)
{
    const int row = rowOfTeam(teamId);
    if (auto *combo = row >= 0 ? qobject_cast<QComboBox *>(m_teams->cellWidget(row, DivisionColumn))
                               : nullptr)
        combo->setCurrentIndex(division);
}

int NewSeasonDialog::divisionOf(qint64 teamId) const
{
    const int row = rowOfTeam(teamId);
    auto *combo =
        row >= 0 ? qobject_cast<QComboBox *>(m_teams->cellWidget(row, DivisionColumn)) : nullptr;
    return combo ? combo->currentIndex() : -1;
}

QList<qint64> NewSeasonDialog::teamIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_teams->rowCount(); ++row) {
        const QTableWidgetItem *item = m_teams->item(row, TeamNameColumn);
        if (item->checkState() == Qt::Checked)
            ids << item->data(TeamIdRole).toLongLong();
    }
    return ids;
}

void NewSeasonDialog::setLineUpCheck(const RuleCheck &lineUp)
{
    m_fixed = !lineUp;
    if (m_fixed)
        m_fixedNote->showMessage(lineUp.reason, MessageBar::Kind::Information, 0);
    else
        m_fixedNote->dismiss();
    for (QWidget *widget : std::initializer_list<QWidget *>{m_divisionCount, m_teams}) {
        widget->setEnabled(!m_fixed);
        widget->setToolTip(lineUp.reason);
    }
}

void NewSeasonDialog::rebuildDivisions()
{
    const int count = divisionCount();
    const QStringList previous = divisionNames();
    qDeleteAll(m_divisionEdits);
    m_divisionEdits.clear();
    for (int i = 0; i < count; ++i) {
        auto *edit = new QLineEdit(m_divisionNames);
        edit->setMaxLength(InputLimits::MaxNameLength);
        edit->setObjectName(u"divisionName%1"_s.arg(i + 1));
        //: The default name of a season's division: "Division 1".
        edit->setPlaceholderText(tr("Division %1").arg(i + 1));
        if (i < previous.size() && previous.at(i) != edit->placeholderText())
            edit->setText(previous.at(i));
        m_divisionNames->layout()->addWidget(edit);
        m_divisionEdits << edit;
    }
    m_divisionNames->setVisible(count > 0);
    m_teams->setColumnHidden(DivisionColumn, count == 0);
    const QStringList names = divisionNames();
    const int teams = m_teams->rowCount();
    for (int row = 0; row < teams; ++row) {
        auto *old = qobject_cast<QComboBox *>(m_teams->cellWidget(row, DivisionColumn));
        const int was = old ? old->currentIndex() : -1;
        if (count == 0) {
            m_teams->removeCellWidget(row, DivisionColumn);
            continue;
        }
        auto *combo = new QComboBox(m_teams);
        combo->addItems(names);
        // Keep a team where it was; otherwise spread the teams in blocks, in league order.
        combo->setCurrentIndex(was >= 0 && was < count ? was : row * count / teams);
        m_teams->setCellWidget(row, DivisionColumn, combo);
    }
    fitDivisionColumn();
    for (int i = 0; i < count; ++i) {
        connect(m_divisionEdits.at(i), &QLineEdit::textChanged, this, [this, i] {
            const QString name = divisionNames().value(i);
            for (int row = 0; row < m_teams->rowCount(); ++row) {
                if (auto *combo =
                        qobject_cast<QComboBox *>(m_teams->cellWidget(row, DivisionColumn)))
                    combo->setItemText(i, name);
            }
            fitDivisionColumn();
        });
    }
    updateOk();
}

void NewSeasonDialog::fitDivisionColumn()
{
    // As wide as the longest name, with room for the combo box's arrow.
    int width = m_teams->horizontalHeader()->sectionSizeHint(DivisionColumn);
    for (const QString &name : divisionNames())
        width = std::max(width, fontMetrics().horizontalAdvance(name) + 48);
    m_teams->horizontalHeader()->resizeSection(DivisionColumn, width);
}

void NewSeasonDialog::updateOk()
{
    if (m_ok)
        m_ok->setEnabled(!seasonName().isEmpty());
}

} // namespace dugout
