import { useState } from 'react'

// Spec §4: a sidebar is collapsed or expanded; the choice survives a reload, per area.
const keyOf = (area: 'seller' | 'admin') => `pasarprompt.${area}SidebarCollapsed`

// Storage can be refused (private windows, blocked cookies): the sidebar then starts expanded.
function readCollapsed(area: 'seller' | 'admin') {
  try {
    return localStorage.getItem(keyOf(area)) === '1'
  } catch {
    return false
  }
}

function writeCollapsed(area: 'seller' | 'admin', collapsed: boolean) {
  try {
    localStorage.setItem(keyOf(area), collapsed ? '1' : '0')
  } catch {
    // Remembered for this page only.
  }
}

export function useSidebarCollapsed(area: 'seller' | 'admin') {
  const [collapsed, setCollapsed] = useState(() => readCollapsed(area))
  const toggle = () => {
    writeCollapsed(area, !collapsed)
    setCollapsed(!collapsed)
  }
  return [collapsed, toggle] as const
}
