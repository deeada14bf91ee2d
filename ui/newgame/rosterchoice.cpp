// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterchoice.h"

#include "core/armies/armylists.h"
#include "core/roster/rostercheck.h"
#include "ui/newgame/rosterimporter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace wm {

RosterChoice::RosterChoice(Side side, RosterStore &store, const ArmyLists &lists, QWidget *parent)
    : QGroupBox(parent)
    , m_store(store)
    , m_lists(lists)
    , m_chooseFile(systemFileChooser())
{
    setObjectName(QStringLiteral("rosterChoice%1").arg(side.index()));
    m_combo = new QComboBox(this);
    m_combo->setObjectName(QStringLiteral("roster%1").arg(side.index()));
    m_combo->setPlaceholderText(tr("Choose a roster"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(30);

    m_paste = new QLineEdit(this);
    m_paste->setObjectName(QStringLiteral("pasteRoster%1").arg(side.index()));
    m_paste->setPlaceholderText(tr("Paste a wm-selector link or a Warmuster code"));
    m_paste->setClearButtonEnabled(true);
    m_importText = new QPushButton(tr("Import"), this);
    m_importText->setObjectName(QStringLiteral("importText%1").arg(side.index()));
    m_importText->setEnabled(false);
    m_importFile = new QPushButton(tr("Import File..."), this);
    m_importFile->setObjectName(QStringLiteral("importFile%1").arg(side.index()));

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("rosterSummary%1").arg(side.index()));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("rosterWarnings%1").arg(side.index()));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::RichText);
    m_warnings->hide();
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("importMessage%1").arg(side.index()));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::RichText);
    m_message->hide();

    auto *importRow = new QHBoxLayout;
    importRow->addWidget(m_paste, 1);
    importRow->addWidget(m_importText);
    importRow->addWidget(m_importFile);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_combo);
    layout->addLayout(importRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_warnings);
    layout->addSpacing(6);
    layout->addWidget(m_message);

    connect(m_combo, &QComboBox::currentIndexChanged, this, &RosterChoice::loadSelected);
    connect(m_paste, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_importText->setEnabled(!text.trimmed().isEmpty()); });
    connect(m_paste, &QLineEdit::returnPressed, this, &RosterChoice::importText);
    connect(m_importText, &QPushButton::clicked, this, &RosterChoice::importText);
    connect(m_importFile, &QPushButton::clicked, this, &RosterChoice::importFile);
    showReport();
}

void RosterChoice::setPlayerName(const QString &name)
{
    // A name is shown as typed: an "&" in it is not a shortcut.
    setTitle(tr("%1's army").arg(QString(name).replace(QLatin1Char('&'), QStringLiteral("&&"))));
}

void RosterChoice::setRosters(const QList<RosterSummary> &rosters, RulesetId ruleset)
{
    const std::optional<RosterId> chosen = selectedId();
    m_ruleset = ruleset;
    {
        // While the combo is refilled, its index changes mean nothing: the roster is read once, after.
        const QSignalBlocker blocker(m_combo);
        m_combo->clear();
        for (const RosterSummary &summary : rosters) {
            // A roster of the other game has units and rules this game does not know.
            if (summary.ruleset == ruleset)
                m_combo->addItem(itemText(summary), summary.id);
        }
        m_combo->setCurrentIndex(chosen ? m_combo->findData(*chosen) : -1);
    }
    loadSelected();
}

void RosterChoice::select(RosterId id)
{
    m_combo->setCurrentIndex(m_combo->findData(id));
}

std::optional<RosterId> RosterChoice::selectedId() const
{
    const QVariant id = m_combo->currentData();
    if (!id.isValid())
        return std::nullopt;
    return id.value<RosterId>();
}

QString RosterChoice::itemText(const RosterSummary &summary) const
{
    if (summary.armyKey.isEmpty())
        return tr("%1 (units typed in, %2 points)").arg(summary.name).arg(summary.pointsLimit);
    const ArmyList *list = m_lists.find(summary.ruleset, summary.armyKey);
    // A list no longer shipped still names the army by its key rather than hiding the roster.
    const QString army = list ? list->name : summary.armyKey;
    return tr("%1 (%2, %3 points)").arg(summary.name, army).arg(summary.pointsLimit);
}

void RosterChoice::loadSelected()
{
    m_roster.reset();
    m_summary->clear();
    if (const std::optional<RosterId> id = selectedId()) {
        Result<Roster> loaded = m_store.load(*id);
        if (loaded)
            m_roster = std::move(loaded).value();
        else
            m_summary->setText(tr("This roster cannot be read: %1").arg(loaded.error().message));
    }
    showReport();
    Q_EMIT changed();
}

void RosterChoice::showReport()
{
    m_warnings->hide();
    if (!m_roster) {
        if (m_summary->text().isEmpty()) {
            m_summary->setText(m_combo->count() == 0 ? tr("There is no saved roster for this ruleset yet: "
                                                          "import one, or build one with Edit Rosters.")
                                                     : tr("Choose the army this player fields."));
        }
        return;
    }
    // The points and the break point come from the roster check in core, like every number shown.
    const ArmyList *list = m_roster->armyKey.isEmpty() ? nullptr : m_lists.find(m_roster->ruleset, m_roster->armyKey);
    const RosterReport report = RosterCheck::check(*m_roster, list, m_lists.magicItems(m_roster->ruleset));
    m_summary->setText(
        tr("Points: %1 of %2. Break point: %3.").arg(report.points).arg(report.pointsLimit).arg(report.breakPoint));
    if (report.warnings.isEmpty())
        return;
    QString html = QStringLiteral("<p><b>") +
                   tr("The army list rules are not all met; the army can still be used.").toHtmlEscaped() +
                   QStringLiteral("</b></p><ul>");
    for (const RosterWarning &warning : report.warnings)
        html += QStringLiteral("<li>") + warning.message.toHtmlEscaped() + QStringLiteral("</li>");
    m_warnings->setText(html + QStringLiteral("</ul>"));
    m_warnings->show();
}

void RosterChoice::importFile()
{
    const QString path =
        m_chooseFile(this, {tr("Import a roster"), tr("Rosters to import (*.json *.txt);;All files (*)"), false});
    if (path.isEmpty())
        return;
    finishImport(RosterImport::fromFile(path, m_lists));
}

void RosterChoice::importText()
{
    const QString text = m_paste->text().trimmed();
    if (text.isEmpty())
        return;
    finishImport(RosterImport::fromText(text, m_lists));
}

void RosterChoice::finishImport(const Result<QList<ImportedRoster>> &result)
{
    const RosterImportReport report = RosterImporter::save(m_store, result, m_ruleset);
    m_message->setText(report.message);
    m_message->setVisible(!report.message.isEmpty());
    if (!report.failed)
        m_paste->clear();
    // Saved rosters appear in both players' lists, whatever came of the rest.
    if (!report.failed)
        Q_EMIT imported(report.usable);
}

} // namespace wm
