import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setAppNavigator } from '@/ui/navigation/appNavigator';

/** Hands the router's navigation to code rendered outside it (a toast's link). */
export function AppNavigatorBridge(): null {
  const navigate = useNavigate();
  useEffect(() => setAppNavigator((path) => void navigate(path)), [navigate]);
  return null;
}
